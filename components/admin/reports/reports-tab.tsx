"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileTextIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ReportDetailQuery, ReportListQuery } from "@/lib/admin/schemas";
import { ActionsTh, DataTable, Td, Th } from "../data-table";
import { date } from "../format";
import { ListControls } from "../list-controls";
import { PAGE_SIZE } from "../list-query";
import { PagedResult } from "../paged-result";
import { optionsOf } from "../sort-order";
import { useOrderedList } from "../use-admin-list";
import { reportsApi, reportsQueryRoot } from "./api";
import { ReportBadges } from "./report-badges";
import { ReportDialog } from "./report-dialog";
import {
  PRIVACY_LABELS,
  REPORT_FILTER_LABELS,
  REPORT_SORT_LABELS,
  REPORT_TYPE_LABELS,
  REPORTS_LOAD_FAILED,
} from "./texts";

type Filter = ReportListQuery["filter_type"];
type Sort = ReportListQuery["sort_by"];

/** The Reports tab: search, filter and sort done by the server, a page at a time, and the detail. */
export function ReportsTab() {
  const list = useOrderedList<Filter, Sort>({ filter: "all", sortBy: "created_at" });
  const [openId, setOpenId] = useState<string | null>(null);

  // The detail's previous and next follow this same search, filter and order.
  const ordering: ReportDetailQuery = list.ordering;
  const query: ReportListQuery = { ...ordering, page: list.page, page_size: PAGE_SIZE };
  const reports = useQuery({
    queryKey: [...reportsQueryRoot, "list", query],
    queryFn: () => reportsApi.list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-4">
      <ListControls
        list={list}
        searchLabel="Search reports"
        searchPlaceholder="Title, owner e-mail or id"
        filterOptions={optionsOf(REPORT_FILTER_LABELS)}
        sortOptions={optionsOf(REPORT_SORT_LABELS)}
      />

      <PagedResult
        result={reports}
        rows={(data) => data.reports}
        loadFailed={REPORTS_LOAD_FAILED}
        empty={{ icon: FileTextIcon, title: "No reports" }}
        noun={["report", "reports"]}
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <DataTable caption="Reports" busy={reports.isPlaceholderData}>
            <thead>
              <tr>
                <Th>Report</Th>
                <Th wide>Owner</Th>
                <Th wide>Type</Th>
                <Th wide>Privacy</Th>
                <Th wide>Created</Th>
                <ActionsTh />
              </tr>
            </thead>
            <tbody>
              {rows.map((report) => (
                <tr key={report.id} data-report-row={report.id}>
                  <Td className="max-w-0 min-w-48 md:max-w-none">
                    <p className="font-medium break-words">{report.title}</p>
                    <p className="text-caption text-muted-foreground md:hidden">
                      <span className="break-all">{report.user_email ?? "Visitor"}</span> ·{" "}
                      {REPORT_TYPE_LABELS[report.report_type]} · {PRIVACY_LABELS[report.privacy_setting]} ·{" "}
                      {date(report.created_at)}
                    </p>
                    <ReportBadges report={report} className="mt-1" />
                  </Td>
                  <Td wide className="break-all">
                    {report.user_email ?? <span className="text-muted-foreground">Visitor</span>}
                  </Td>
                  <Td wide>{REPORT_TYPE_LABELS[report.report_type]}</Td>
                  <Td wide>{PRIVACY_LABELS[report.privacy_setting]}</Td>
                  <Td wide className="whitespace-nowrap">
                    {date(report.created_at)}
                  </Td>
                  <Td className="text-right">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setOpenId(report.id)}
                      aria-label={`Open ${report.title}`}
                    >
                      Open
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </PagedResult>

      {openId ? (
        <ReportDialog
          id={openId}
          ordering={ordering}
          onNavigate={setOpenId}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </div>
  );
}
