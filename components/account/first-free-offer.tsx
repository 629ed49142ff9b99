"use client";

import { Gift } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useOwnReports } from "./queries";
import { FREE_FIRST_REPORT } from "./texts";

/**
 * Shown while the server says the next full report would be the first free one. Upgrades happen
 * on a summary's own page (its upgrade panel), so this leads to the newest summary, or to the
 * upload page for a first summary when there is none.
 */
export function FirstFreeOffer() {
  const reports = useOwnReports();
  const summary = reports.data?.find((report) => report.report_type === "summary");
  return (
    <section
      aria-labelledby="first-free-heading"
      data-testid="first-free-offer"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-card text-primary">
          <Gift className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id="first-free-heading" className="font-semibold">
              Your first full report is free
            </h3>
            <Badge variant="accent">{FREE_FIRST_REPORT}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {summary
              ? "Open your newest summary and upgrade it at no cost. The free full report is public, like your free summaries."
              : "Start with a free summary, then upgrade it on its page at no cost. The free full report is public."}
          </p>
        </div>
      </div>
      {reports.isPending ? (
        <Skeleton className="h-10 w-48 shrink-0" />
      ) : (
        <Button asChild className="shrink-0 self-start sm:self-auto">
          {summary ? (
            <Link href={`/analysis/${summary.id}`}>Upgrade My Newest Summary</Link>
          ) : (
            <Link href="/upload">Start an Analysis</Link>
          )}
        </Button>
      )}
    </section>
  );
}
