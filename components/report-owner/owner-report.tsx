"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Home, Images, Loader2, Upload, UserRound } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { queryKeys, useProfile } from "@/components/api/queries";
import { ReportContent, ReportHeadline } from "@/components/report/report-content";
import { ReportNotFound } from "@/components/report/report-not-found";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { parseReportSections } from "@/lib/reports/sections";
import { reportApi, type OwnerReport } from "./api";
import { storedCreatorSecret, storedUploadSecret } from "./browser-secrets";
import { FreeReportDialog } from "./free-report-dialog";
import { PhotoGrid } from "./photo-grid";
import { ProgressTimeline } from "./progress-timeline";
import { ShareDialog } from "./share-dialog";
import { TakeDown } from "./take-down";
import {
  ANALYSING,
  ANALYZE_ANOTHER,
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
import { UpgradePanel, upgradeStateOf } from "./upgrade-panel";

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

/** Which failure text an upgrade shows (spec section 8). */
function upgradeFailure(error: unknown, free: boolean): string {
  if (error instanceof ApiError && error.detail === ORIGINAL_REPORT_NOT_FOUND)
    return ORIGINAL_REPORT_NOT_FOUND;
  if (error instanceof ApiError && (error.status === 402 || error.status === 403) && error.detail) {
    return error.detail;
  }
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
  const profileLoading = profile.isPending && !profile.isError;

  const data = report.data;
  const isOwner = !!data && (data.is_owner || (data.user_id === null && !!creatorSecret));

  useEffect(() => {
    if (data && secretRead && !isOwner && !deleted) router.replace(`/reports/${encodeURIComponent(data.id)}`);
  }, [data, secretRead, isOwner, deleted, router]);

  const body = useMemo(() => (data ? parseReportSections(data.content.content) : null), [data]);

  async function upgrade(free: boolean) {
    if (!data) return;
    setAnalysing(true);
    try {
      const uploadSecret = storedUploadSecret(data.id) ?? undefined;
      const answer = await reportApi.upgrade({
        photo_ids: data.photo_ids,
        medical_record_ids: data.medical_record_ids,
        questions_answers: data.questions_answers as Record<string, unknown>,
        ...(data.context_history ? { context_history: data.context_history } : {}),
        privacy_setting: data.privacy_setting,
        upgrade_from_report_id: data.id,
        ...(uploadSecret ? { upload_secret: uploadSecret } : {}),
      });
      const next = await reportApi.report(answer.report_id);
      queryClient.setQueryData(ownerReportKey(next.id), next);
      setReportId(next.id);
      setUpgraded(true);
      window.history.replaceState(null, "", `/analysis/${encodeURIComponent(next.id)}`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      notify.success(UPGRADE_SUCCESS);
    } catch (error) {
      notify.error(upgradeFailure(error, free));
      // Refused for want of credits: the panel's state was stale, read the balance again.
      if (error instanceof ApiError && (error.status === 402 || error.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      }
    } finally {
      setAnalysing(false);
    }
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
  if (!data || !body || !secretRead || !isOwner) return <LoadingState />;

  const full = data.report_type !== "summary";
  const subscriber = viewer?.subscription_status === "active";

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
              canUnlist={viewer.is_admin || viewer.credits > 0 || viewer.subscription_status === "active"}
              privacy={data.privacy_setting}
              onShared={(privacy) =>
                queryClient.setQueryData<OwnerReport>(ownerReportKey(data.id), {
                  ...data,
                  privacy_setting: privacy,
                })
              }
            />
          ) : (
            <Button onClick={() => notify.error(SHARE_LOGIN_REQUIRED)}>{SHARE_BUTTON}</Button>
          )}
        </div>
      </header>

      <ReportContent
        body={body}
        mock={data.content.mock}
        progressCommentary={data.content.progress_commentary}
        photos={<PhotoGrid photoIds={data.photo_ids} />}
        beforeText={
          full ? null : profileLoading ? (
            <Skeleton className="h-48 w-full rounded-xl" />
          ) : (
            <UpgradePanel
              state={upgradeStateOf(viewer)}
              busy={analysing}
              onUpgrade={() => void upgrade(false)}
              onFreeReport={() => setEmailOpen(true)}
            />
          )
        }
      />

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

      <FreeReportDialog open={emailOpen} onOpenChange={setEmailOpen} onVerified={() => void upgrade(true)} />
    </article>
  );
}
