"use client";

import { Gift } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useOwnReports } from "./queries";

/**
 * Shown while the server says the next full report would be the first free one. Upgrades happen
 * on a summary's own page (its upgrade panel), so this leads to the newest summary, or to the
 * upload page for a first summary when there is none.
 */
export function FirstFreeOffer() {
  const t = useTranslations("account.firstFree");
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
              {t("title")}
            </h3>
            <Badge variant="accent">{t("badge")}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">{summary ? t("withSummary") : t("withoutSummary")}</p>
        </div>
      </div>
      {reports.isPending ? (
        <Skeleton className="h-10 w-48 shrink-0" />
      ) : (
        <Button asChild className="shrink-0 self-start sm:self-auto">
          {summary ? (
            <Link href={`/analysis/${summary.id}`}>{t("upgradeNewest")}</Link>
          ) : (
            <Link href="/upload">{t("start")}</Link>
          )}
        </Button>
      )}
    </section>
  );
}
