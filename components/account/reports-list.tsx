"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, FileText, ImageIcon } from "lucide-react";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { PhotoImage } from "@/components/photos/photo-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { ApiError, refusedWith, type Entitlements } from "@/lib/api-client";
import { accountApi, type OwnReport } from "./api";
import { useAccountFormat } from "./format";
import { useOwnReports } from "./queries";

const REPORTS_PER_PAGE = 10;
const UPGRADE_TOAST_DELAY_MS = 500;

/**
 * How the viewer would pay for an upgrade now, as the server's entitlements say; null when the
 * list offers none (no credits and no subscription: the first free report is taken on the
 * summary's own page).
 */
export type UpgradeTerms = {
  payment: "credit" | "subscription" | "admin";
  creditsPerFullReport: number;
  /** The privacy a paid report gets when none is asked (a public summary's upgrade). */
  defaultPrivacy: Entitlements["default_privacy"];
};

/** The user's reports, newest first, 10 a page (paged in the browser), with Upgrade to Full for summaries. */
export function ReportsList({ upgrade }: { upgrade: UpgradeTerms | null }) {
  const t = useTranslations("account");
  const billing = useTranslations("billing");
  const format = useAccountFormat();
  const queryClient = useQueryClient();
  const router = useRouter();
  const reports = useOwnReports();
  const [page, setPage] = useState(0);
  // The summary the confirmation is about; kept while the dialog closes, so its text does not blank.
  const [asking, setAsking] = useState<OwnReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [upgrading, setUpgrading] = useState<string | null>(null);
  // A second confirm (a double click) must not send a second request while the first runs.
  const spending = useRef(false);

  const all = reports.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / REPORTS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = all.slice(current * REPORTS_PER_PAGE, (current + 1) * REPORTS_PER_PAGE);

  const view = (id: string) => ({ label: t("reports.view"), onClick: () => router.push(`/analysis/${id}`) });

  async function upgradeReport(report: OwnReport) {
    if (spending.current) return;
    spending.current = true;
    setUpgrading(report.id);
    try {
      const { report_id } = await accountApi.upgrade(report);
      // The balance, the entitlements and the list (the summary leaves it) are all under the profile.
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      setTimeout(
        () => notify.success(t("reports.upgraded"), { action: view(report_id) }),
        UPGRADE_TOAST_DELAY_MS,
      );
    } catch (error) {
      if (refusedWith(error, "already_upgraded")) {
        const fullReport = typeof error.body.report_id === "string" ? error.body.report_id : null;
        notify.info(t("reports.alreadyUpgraded"), fullReport ? { action: view(fullReport) } : undefined);
      } else {
        notify.error(t("reports.upgradeFailed"));
      }
      // A refusal means the page's picture is out of date (balance, cap, the summary): read it again.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    } finally {
      spending.current = false;
      setUpgrading(null);
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">{t("reports.title")}</CardTitle>
        {all.length > 0 && (
          <span className="text-sm text-muted-foreground">{t("reports.count", { count: all.length })}</span>
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
            <p className="text-sm text-destructive">{t("reports.loadFailed")}</p>
            <Button variant="outline" onClick={() => void reports.refetch()}>
              {t("tryAgain")}
            </Button>
          </div>
        ) : all.length === 0 ? (
          <EmptyState
            icon={FileText}
            headingLevel="h3"
            title={t("reports.emptyTitle")}
            description={t("reports.emptyText")}
          >
            <Button asChild>
              <Link href="/upload">{t("reports.newAnalysis")}</Link>
            </Button>
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-border" data-testid="reports-list">
              {shown.map((report) => {
                const title = report.title || t("reports.untitled");
                return (
                  <li key={report.id} className="flex items-center gap-3 py-3">
                    <Thumbnail photoId={report.photo_ids[0]} title={title} />
                    <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                      <Link
                        href={`/analysis/${report.id}`}
                        className="group grid min-w-0 gap-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        <span className="truncate font-medium group-hover:text-primary group-hover:underline">
                          {title}
                        </span>
                        <span className="flex flex-wrap items-center gap-2 text-caption text-muted-foreground">
                          <Badge variant={report.report_type === "summary" ? "outline" : "soft"}>
                            {t("reports.type", { type: report.report_type })}
                          </Badge>
                          {t("reports.details", {
                            date: format.date(report.created_at),
                            privacy: report.privacy_setting,
                          })}
                        </span>
                      </Link>
                      {report.report_type === "summary" && upgrade && (
                        <Button
                          size="sm"
                          className="shrink-0 self-start sm:self-auto"
                          disabled={upgrading !== null}
                          onClick={() => {
                            setAsking(report);
                            setConfirming(true);
                          }}
                        >
                          {upgrading === report.id ? t("reports.upgrading") : t("reports.upgrade")}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {pages > 1 && (
              <nav aria-label={t("reports.pages")} className="mt-4 flex items-center justify-between gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={current === 0}
                  onClick={() => setPage(current - 1)}
                >
                  <ChevronLeft aria-hidden="true" />
                  {t("reports.previous")}
                </Button>
                <span className="text-sm text-muted-foreground">
                  {t("reports.page", { page: current + 1, pages })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={current >= pages - 1}
                  onClick={() => setPage(current + 1)}
                >
                  {t("reports.next")}
                  <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
      {upgrade && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("reports.confirmTitle")}
          description={asking ? <UpgradeTermsText report={asking} upgrade={upgrade} /> : ""}
          confirmLabel={
            upgrade.payment === "credit"
              ? billing("useCredits", { count: upgrade.creditsPerFullReport })
              : t("reports.confirm")
          }
          onConfirm={() => (asking ? upgradeReport(asking) : undefined)}
        />
      )}
    </Card>
  );
}

/** What the confirmation says: the cost, and the privacy the full report will have. */
function UpgradeTermsText({ report, upgrade }: { report: OwnReport; upgrade: UpgradeTerms }) {
  const t = useTranslations("account.reports");
  const cost =
    upgrade.payment === "credit"
      ? t("costCredits", { count: upgrade.creditsPerFullReport })
      : upgrade.payment === "subscription"
        ? t("costSubscription")
        : t("costAdmin");
  const privacy = report.privacy_setting === "public" ? upgrade.defaultPrivacy : report.privacy_setting;
  return `${cost} ${t("privacyAfter", { privacy })}`;
}

/** The report's first photo at a fixed size, so the rows line up; a neutral tile when it has none. */
function Thumbnail({ photoId, title }: { photoId: string | undefined; title: string }) {
  const t = useTranslations("account.reports");
  const box = "size-14 shrink-0 rounded-md";
  const placeholder = (
    <div
      role="img"
      aria-label={t("noPhoto", { title })}
      className={cn(box, "flex items-center justify-center bg-muted")}
    >
      <ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />
    </div>
  );
  if (!photoId) return placeholder;
  return (
    <PhotoImage
      photoId={photoId}
      alt={t("photo", { title })}
      className={box}
      sizes="56px"
      fallback={placeholder}
    />
  );
}
