"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Home, Images, Loader2, Upload, UserRound } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { queryKeys, useEntitlements, useProfile } from "@/components/api/queries";
import { openLoginDialog } from "@/components/auth/login-dialog-events";
import { FirstFreeChoiceDialog } from "@/components/billing/first-free-choice-dialog";
import { ReportContent, ReportHeadline } from "@/components/report/report-content";
import { ReportNotFound } from "@/components/report/report-not-found";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { ApiError, api, refusedWith, type Entitlements } from "@/lib/api-client";
import { parseReportSections } from "@/lib/reports/sections";
import { reportApi, upgradeRequestFor, type OwnerReport } from "./api";
import { storedCreatorSecret, storedUploadSecret } from "./browser-secrets";
import { FreeReportDialog } from "./free-report-dialog";
import { PhotoGrid } from "./photo-grid";
import { ProgressTimeline } from "./progress-timeline";
import { ReportNotes } from "./report-notes";
import { ShareDialog } from "./share-dialog";
import { TakeDown } from "./take-down";
import {
  ALREADY_UPGRADED,
  ANALYSING,
  ANALYZE_ANOTHER,
  FIRST_FREE_USED,
  FULL_REPORT_FAILED,
  LOADING_ANALYSIS,
  MY_ACCOUNT,
  SHARE_BUTTON,
  SHARE_LOGIN_REQUIRED,
  ORIGINAL_REPORT_NOT_FOUND,
  UPGRADE_FAILED,
  UPGRADE_SUCCESS,
  VIEW_PUBLIC_REPORTS,
} from "./texts";
import { UpgradePanel } from "./upgrade-panel";

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

export const ownerReportKey = (id: string) => ["owner-report", id] as const;

function LoadingState() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p>{LOADING_ANALYSIS}</p>
    </div>
  );
}

function AnalysingOverlay() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="analysing-text"
      className="fixed inset-0 z-50 flex items-center justify-center bg-foreground/40 p-4 backdrop-blur-sm"
    >
      <div className="grid max-w-sm justify-items-center gap-3 rounded-xl bg-card p-6 text-center shadow-overlay">
        <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />
        <p id="analysing-text" className="font-semibold">
          {ANALYSING}
        </p>
        <p className="text-sm text-muted-foreground">
          This usually takes under a minute. Please keep this page open.
        </p>
      </div>
    </div>
  );
}

/** Which failure text an upgrade shows (spec section 8): the server's detail for a refusal. */
function upgradeFailure(error: unknown, free: boolean): string {
  if (error instanceof ApiError && error.detail === ORIGINAL_REPORT_NOT_FOUND)
    return ORIGINAL_REPORT_NOT_FOUND;
  if (error instanceof ApiError && error.code && error.detail) return error.detail;
  return free ? FULL_REPORT_FAILED : UPGRADE_FAILED;
}

/**
 * The owner's report page (/analysis/{id}). The owner is the signed-in user the
 * report belongs to, or the visitor whose browser keeps its creator secret; any
 * one else is sent to the public page /reports/{id}.
 */
export function OwnerReport({ initialId }: { initialId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [reportId, setReportId] = useState(initialId);
  const [analysing, setAnalysing] = useState(false);
  const [upgraded, setUpgraded] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [firstFreeChoice, setFirstFreeChoice] = useState(false);
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
  const isOwner = !!data && (data.is_owner || (data.user_id === null && !!creatorSecret));

  useEffect(() => {
    if (data && secretRead && !isOwner && !deleted) router.replace(`/reports/${encodeURIComponent(data.id)}`);
  }, [data, secretRead, isOwner, deleted, router]);

  // A summary upgraded already: its full report is the one to read.
  const supersededBy = isOwner ? (data?.superseded_by_id ?? null) : null;
  if (supersededBy && supersededBy !== reportId) setReportId(supersededBy);
  useEffect(() => {
    if (data && !data.superseded_by_id && data.id !== initialId)
      window.history.replaceState(null, "", `/analysis/${encodeURIComponent(data.id)}`);
  }, [data, initialId]);

  const body = useMemo(() => (data ? parseReportSections(data.content.content) : null), [data]);

  /** Shows the full report a summary became, after this upgrade or an earlier one. */
  async function showFullReport(id: string) {
    const next = await reportApi.report(id);
    queryClient.setQueryData(ownerReportKey(next.id), next);
    setReportId(next.id);
  }

  /** `privacy`: asked by the person (the first free report's choice); else the summary's rule. */
  async function upgrade(free: boolean, privacy?: "public") {
    if (!data) return;
    setAnalysing(true);
    try {
      const uploadSecret = storedUploadSecret(data.id) ?? undefined;
      const answer = await reportApi.upgrade({
        ...upgradeRequestFor(data),
        ...(privacy ? { privacy_setting: privacy } : {}),
        ...(uploadSecret ? { upload_secret: uploadSecret } : {}),
      });
      await showFullReport(answer.report_id);
      setUpgraded(true);
      notify.success(UPGRADE_SUCCESS);
    } catch (error) {
      if (refusedWith(error, "already_upgraded") && typeof error.body.report_id === "string") {
        // Nothing was charged: the summary's full report exists already.
        notify.info(ALREADY_UPGRADED);
        await showFullReport(error.body.report_id).catch(() => notify.error(UPGRADE_FAILED));
      } else if (refusedWith(error, "first_free_is_public")) {
        setFirstFreeChoice(true);
      } else {
        notify.error(upgradeFailure(error, free));
      }
    } finally {
      setAnalysing(false);
      // What the viewer may do next changed, or the page's idea of it was stale.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    }
  }

  /** After the free report's e-mail check the person is signed in: upgrade only if the free report is still theirs. */
  async function afterVerified() {
    await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    const now: Entitlements = await api.entitlements();
    queryClient.setQueryData(queryKeys.entitlements, now);
    if (now.full_report_payment === "first_free") return upgrade(true);
    // Their account has used it: nothing is spent without the panel asking again.
    notify.info(FIRST_FREE_USED);
  }

  if (deleted) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={CheckCircle2}
          headingLevel="h1"
          title="Report deleted"
          description="The report and the photos only it used are gone. Its link no longer works."
        >
          <Button asChild>
            <Link href="/upload">{ANALYZE_ANOTHER}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">
              <Home aria-hidden="true" />
              Home
            </Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  // Missing, expired, disabled and forbidden alike (spec section 8).
  if (report.isError) return <ReportNotFound />;
  if (!data || !body || !secretRead || !isOwner || supersededBy) return <LoadingState />;

  const full = data.report_type !== "summary";
  const subscriber = viewer?.subscription_status === "active";
  const allowed = entitlements.data;

  return (
    <article data-report-page className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      {analysing ? <AnalysingOverlay /> : null}
      <header className="grid gap-4">
        <ReportHeadline
          title={data.title}
          reportType={data.report_type}
          isFollowup={data.is_followup}
          createdAt={data.created_at}
          badges={
            <Badge variant="outline" data-privacy={data.privacy_setting}>
              {data.privacy_setting === "public"
                ? "Public"
                : data.privacy_setting === "unlisted"
                  ? "Unlisted"
                  : "Private"}
            </Badge>
          }
        />
        {upgraded ? (
          <p
            role="status"
            className="rounded-lg border border-success/30 bg-success-soft px-4 py-3 text-sm text-success"
          >
            {UPGRADE_SUCCESS}
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
                notify.error(SHARE_LOGIN_REQUIRED, {
                  action: { label: "Sign In", onClick: () => openLoginDialog() },
                })
              }
            >
              {SHARE_BUTTON}
            </Button>
          )}
        </div>
      </header>

      <ReportContent
        body={body}
        mock={data.content.mock}
        progressCommentary={data.content.progress_commentary}
        photos={<PhotoGrid photoIds={data.photo_ids} />}
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
      <nav aria-label="Next steps" data-print="hide" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild className="sm:flex-1">
          <Link href="/upload">
            <Upload aria-hidden="true" />
            {ANALYZE_ANOTHER}
          </Link>
        </Button>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link href="/gallery">
            <Images aria-hidden="true" />
            {VIEW_PUBLIC_REPORTS}
          </Link>
        </Button>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link href="/account">
            <UserRound aria-hidden="true" />
            {MY_ACCOUNT}
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
        onClose={() => setFirstFreeChoice(false)}
        onMakePublic={() => void upgrade(true, "public")}
      />
    </article>
  );
}
