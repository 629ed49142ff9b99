"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, FileText } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { accountApi, type OwnReport } from "./api";
import { formatDate } from "./format";
import { REPORTS_PER_PAGE, UPGRADE_FAILED, UPGRADE_TOAST_DELAY_MS, UPGRADED } from "./texts";

export const reportsKey = [...queryKeys.profile, "reports"] as const;

const TYPE_LABEL: Record<string, string> = { summary: "Summary", full: "Full report", followup: "Follow-up" };

/** The user's reports, newest first, 10 a page (paged in the browser), with Upgrade to Full for summaries. */
export function ReportsList({ canUpgrade }: { canUpgrade: boolean }) {
  const queryClient = useQueryClient();
  const reports = useQuery({ queryKey: reportsKey, queryFn: accountApi.reports });
  const [page, setPage] = useState(0);
  const [upgrading, setUpgrading] = useState<string | null>(null);

  const all = reports.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / REPORTS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = all.slice(current * REPORTS_PER_PAGE, (current + 1) * REPORTS_PER_PAGE);

  async function upgrade(report: OwnReport) {
    setUpgrading(report.id);
    try {
      await accountApi.upgrade(report);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      setTimeout(() => notify.success(UPGRADED), UPGRADE_TOAST_DELAY_MS);
    } catch {
      notify.error(UPGRADE_FAILED);
    } finally {
      setUpgrading(null);
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Your reports</CardTitle>
        {all.length > 0 && (
          <span className="text-sm text-muted-foreground">
            {all.length} {all.length === 1 ? "report" : "reports"}
          </span>
        )}
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : reports.isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-destructive">Failed to load your reports.</p>
            <Button variant="outline" onClick={() => void reports.refetch()}>
              Try Again
            </Button>
          </div>
        ) : all.length === 0 ? (
          <EmptyState
            icon={FileText}
            headingLevel="h3"
            title="No reports yet"
            description="Upload a photo of your skin to get your first analysis."
          >
            <Button asChild>
              <Link href="/upload">New Analysis</Link>
            </Button>
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-border" data-testid="reports-list">
              {shown.map((report) => (
                <li
                  key={report.id}
                  className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <Link
                    href={`/analysis/${report.id}`}
                    className="group grid min-w-0 gap-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="truncate font-medium group-hover:text-primary group-hover:underline">
                      {report.title || "Skin analysis"}
                    </span>
                    <span className="flex flex-wrap items-center gap-2 text-caption text-muted-foreground">
                      <Badge variant={report.report_type === "summary" ? "outline" : "soft"}>
                        {TYPE_LABEL[report.report_type] ?? report.report_type}
                      </Badge>
                      {formatDate(report.created_at)} · {report.privacy_setting}
                    </span>
                  </Link>
                  {report.report_type === "summary" && canUpgrade && (
                    <Button
                      size="sm"
                      className="self-start sm:self-auto"
                      disabled={upgrading !== null}
                      onClick={() => void upgrade(report)}
                    >
                      {upgrading === report.id ? "Upgrading..." : "Upgrade to Full"}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Reports pages" className="mt-4 flex items-center justify-between gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={current === 0}
                  onClick={() => setPage(current - 1)}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <span className="text-sm text-muted-foreground">
                  Page {current + 1} of {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={current >= pages - 1}
                  onClick={() => setPage(current + 1)}
                >
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
