"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileTextIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { ReportDetailQuery, ReportListQuery } from "@/lib/admin/schemas";
import { ChoiceSelect } from "../choice-select";
import { DataTable, Td, Th } from "../data-table";
import { date } from "../format";
import { PAGE_SIZE } from "../list-query";
import { LoadError } from "../load-error";
import { Pager } from "../pager";
import { SearchBox } from "../search-box";
import { SORT_ORDER_OPTIONS, optionsOf, type SortOrder } from "../sort-order";
import { NOTHING_FOUND } from "../texts";
import { useDebouncedValue } from "../use-debounced-value";
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
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const [sortBy, setSortBy] = useState<Sort>("created_at");
  const [order, setOrder] = useState<SortOrder>("desc");
  const settledSearch = useDebouncedValue(search.trim());
  // A new search, filter or order starts again from the first page.
  const listKey = JSON.stringify([settledSearch, filter, sortBy, order]);
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const [openId, setOpenId] = useState<string | null>(null);

  // The detail's previous and next follow this same search, filter and order.
  const ordering: ReportDetailQuery = {
    search: settledSearch || undefined,
    filter_type: filter,
    sort_by: sortBy,
    sort_order: order,
  };
  const query: ReportListQuery = { ...ordering, page, page_size: PAGE_SIZE };
  const reports = useQuery({
    queryKey: [...reportsQueryRoot, "list", query],
    queryFn: () => reportsApi.list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr] [&>*:first-child]:col-span-2 xl:[&>*:first-child]:col-span-1">
        <SearchBox
          label="Search reports"
          placeholder="Title, owner e-mail or id"
          value={search}
          onChange={setSearch}
        />
        <ChoiceSelect
          label="Show"
          value={filter}
          options={optionsOf(REPORT_FILTER_LABELS)}
          onChange={setFilter}
        />
        <ChoiceSelect
          label="Sort by"
          value={sortBy}
          options={optionsOf(REPORT_SORT_LABELS)}
          onChange={setSortBy}
        />
        <ChoiceSelect label="Order" value={order} options={SORT_ORDER_OPTIONS} onChange={setOrder} />
      </div>

      {reports.isPending ? (
        <Skeleton className="h-72" />
      ) : reports.isError && !reports.data ? (
        <LoadError message={REPORTS_LOAD_FAILED} onRetry={() => void reports.refetch()} />
      ) : reports.data.reports.length === 0 ? (
        <EmptyState icon={FileTextIcon} title="No reports" description={NOTHING_FOUND} headingLevel="h3" />
      ) : (
        <>
          <DataTable caption="Reports" busy={reports.isPlaceholderData}>
            <thead>
              <tr>
                <Th>Report</Th>
                <Th wide>Owner</Th>
                <Th wide>Type</Th>
                <Th wide>Privacy</Th>
                <Th wide>Created</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {reports.data.reports.map((report) => (
                <tr key={report.id} data-report-row={report.id}>
                  <Td className="max-w-0 min-w-48">
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
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={reports.data.total}
            noun={["report", "reports"]}
            onPage={(next) => setPaging({ listKey, page: next })}
          />
        </>
      )}

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
