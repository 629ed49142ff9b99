"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Home, Images, Loader2, Upload, UserRound } from "lucide-react";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useEntitlements, useProfile } from "@/components/api/queries";
import { openLoginDialog } from "@/components/auth/login-dialog-events";
import { FirstFreeChoiceDialog } from "@/components/billing/first-free-choice-dialog";
import { ReportContent, ReportHeadline } from "@/components/report/report-content";
import { useReportBody } from "@/components/report/report-language";
import { ReportNotFound } from "@/components/report/report-not-found";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { localizedPath } from "@/lib/i18n/paths";
import { parseReportSections } from "@/lib/reports/sections";
import { ownerReportKey, reportApi, type OwnerReport } from "./api";
import { storedCreatorSecret } from "./browser-secrets";
import { FreeReportDialog } from "./free-report-dialog";
import { LiveOwnerReport } from "./live-owner-report";
import { PhotoGrid } from "./photo-grid";
import { ProgressTimeline } from "./progress-timeline";
import { ReportNotes } from "./report-notes";
import { ReportSpot } from "./report-spot";
import { ShareDialog } from "./share-dialog";
import { TakeDown } from "./take-down";
import { UpgradeOverlay } from "./upgrade-overlay";
import { UpgradePanel } from "./upgrade-panel";
import { useUpgrade } from "./use-upgrade";

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

function LoadingState() {
  const t = useTranslations("reportOwner");
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p>{t("loading")}</p>
    </div>
  );
}

/**
 * The owner's report page (/analysis/{id}). The owner is the signed-in user the
 * report belongs to, or the visitor whose browser keeps its creator secret; any
 * one else is sent to the public page /reports/{id}.
 */
export function OwnerReport({ initialId }: { initialId: string }) {
  const t = useTranslations("reportOwner");
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [reportId, setReportId] = useState(initialId);
  const [emailOpen, setEmailOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // localStorage exists only in the browser: undefined while rendering on the server.
  const creatorSecret = useSyncExternalStore(
    subscribeToStorage,
    () => storedCreatorSecret(reportId),
    () => undefined,
  );
  const secretRead = creatorSecret !== undefined;

  const report = useQuery({ queryKey: ownerReportKey(reportId), queryFn: () => reportApi.report(reportId) });
  const profile = useProfile();
  const viewer = profile.data ?? null;
  // How the full report would be paid for, and the privacy choices: the server's answer.
  const entitlements = useEntitlements();

  const data = report.data;
  // The report's body in its own language (the page's until the report says which).
  const bodyText = useReportBody(data?.language);
  const { analysing, draft, upgraded, upgrade, afterVerified, firstFreeChoice, closeFirstFreeChoice } =
    useUpgrade({
      report: data,
      onFullReport: setReportId,
    });
  const isOwner = !!data && (data.is_owner || (data.user_id === null && !!creatorSecret));

  useEffect(() => {
    if (data && secretRead && !isOwner && !deleted) router.replace(`/reports/${encodeURIComponent(data.id)}`);
  }, [data, secretRead, isOwner, deleted, router]);

  // A summary upgraded already: its full report is the one to read.
  const supersededBy = isOwner ? (data?.superseded_by_id ?? null) : null;
  if (supersededBy && supersededBy !== reportId) setReportId(supersededBy);
  useEffect(() => {
    if (data && !data.superseded_by_id && data.id !== initialId)
      window.history.replaceState(
        null,
        "",
        localizedPath(`/analysis/${encodeURIComponent(data.id)}`, locale),
      );
  }, [data, initialId, locale]);

  const body = useMemo(
    () => (data ? parseReportSections(data.content.content, data.language) : null),
    [data],
  );

  if (deleted) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={CheckCircle2}
          headingLevel="h1"
          title={t("deleted.title")}
          description={t("deleted.text")}
        >
          <Button asChild>
            <Link href="/upload">{t("nextSteps.analyzeAnother")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">
              <Home aria-hidden="true" />
              {t("deleted.home")}
            </Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  // A report being written is not found until it is saved: its analysis may still be followed.
  const perhapsWriting = report.error instanceof ApiError && report.error.status === 404;
  if (perhapsWriting && secretRead) {
    return (
      <LiveOwnerReport
        reportId={reportId}
        creatorSecret={creatorSecret}
        onDone={() => void report.refetch()}
      />
    );
  }
  // Missing, expired, disabled and forbidden alike (spec section 8).
  if (report.isError && !perhapsWriting) return <ReportNotFound />;
  if (!data || !body || !secretRead || !isOwner || supersededBy) return <LoadingState />;

  const full = data.report_type !== "summary";
  const subscriber = viewer?.subscription_status === "active";
  const allowed = entitlements.data;

  return (
    <article data-report-page className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      {draft ? <UpgradeOverlay draft={draft} /> : null}
      <header className="grid gap-4">
        <ReportHeadline
          title={data.title}
          reportType={data.report_type}
          isFollowup={data.is_followup}
          createdAt={data.created_at}
          badges={
            <Badge variant="outline" data-privacy={data.privacy_setting}>
              {t(`privacy.${data.privacy_setting}`)}
            </Badge>
          }
        />
        {/* Only the owner is told the report's spot; the field is absent for anyone else. */}
        {data.is_owner && data.spot_id ? <ReportSpot spotId={data.spot_id} /> : null}
        {upgraded ? (
          <p
            role="status"
            className="rounded-lg border border-success/30 bg-success-soft px-4 py-3 text-sm text-success"
          >
            {t("upgrade.success")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2" data-print="hide">
          {viewer ? (
            <ShareDialog
              reportId={data.id}
              canUnlist={allowed?.privacy_options.includes("unlisted") ?? false}
              privacy={data.privacy_setting}
              onShared={(privacy) =>
                queryClient.setQueryData<OwnerReport>(ownerReportKey(data.id), {
                  ...data,
                  privacy_setting: privacy,
                })
              }
            />
          ) : (
            <Button
              onClick={() =>
                notify.error(t("share.loginRequired"), {
                  action: { label: t("share.signIn"), onClick: () => openLoginDialog() },
                })
              }
            >
              {t("share.button")}
            </Button>
          )}
        </div>
      </header>

      <ReportContent
        body={body}
        mock={data.content.mock}
        progressCommentary={data.content.progress_commentary}
        photos={<PhotoGrid photoIds={data.photo_ids} />}
        t={bodyText}
        beforeText={
          full ? null : !allowed ? (
            <Skeleton className="h-48 w-full rounded-xl" />
          ) : (
            <UpgradePanel
              entitlements={allowed}
              busy={analysing}
              onUpgrade={() => void upgrade(false)}
              // Signed in, the free report is theirs to use now; a visitor proves an address first.
              onFreeReport={() => (viewer ? void upgrade(true) : setEmailOpen(true))}
            />
          )
        }
      />

      {data.is_owner ? <ReportNotes report={data} /> : null}

      {full && subscriber && data.is_owner ? <ProgressTimeline reportId={data.id} /> : null}

      {data.is_owner || (data.privacy_setting === "public" && creatorSecret) ? (
        <TakeDown
          reportId={data.id}
          privacy={data.privacy_setting}
          owner={data.is_owner}
          creatorSecret={creatorSecret ?? null}
          onPrivate={() =>
            queryClient.setQueryData<OwnerReport>(ownerReportKey(data.id), {
              ...data,
              privacy_setting: "private",
            })
          }
          onDeleted={() => setDeleted(true)}
        />
      ) : null}

      {/* One row where the three fit, else they wrap: never cut. */}
      <nav
        aria-label={t("nextSteps.label")}
        data-print="hide"
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
      >
        <Button asChild className="sm:flex-1">
          <Link href="/upload">
            <Upload aria-hidden="true" />
            {t("nextSteps.analyzeAnother")}
          </Link>
        </Button>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link href="/gallery">
            <Images aria-hidden="true" />
            {t("nextSteps.viewPublic")}
          </Link>
        </Button>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link href="/account">
            <UserRound aria-hidden="true" />
            {t("nextSteps.myAccount")}
          </Link>
        </Button>
      </nav>

      <FreeReportDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        onVerified={() => void afterVerified()}
      />
      <FirstFreeChoiceDialog
        open={firstFreeChoice}
        onClose={closeFirstFreeChoice}
        onMakePublic={() => void upgrade(true, "public")}
      />
    </article>
  );
}
