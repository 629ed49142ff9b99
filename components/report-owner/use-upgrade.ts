"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { notify } from "@/components/ui/toaster";
import { ApiError, api, refusedWith, type Entitlements } from "@/lib/api-client";
import { followReportStream, type AnalysisProgressEvent } from "@/lib/api-client/analysis-stream";
import { EMPTY_DRAFT, withEvent, type LiveDraft } from "@/lib/analysis/live-draft";
import { localizedPath } from "@/lib/i18n/paths";
import { reportPath } from "@/lib/upload/report-kind";
import { ownerReportKey, reportApi, upgradeRequestFor, type OwnerReport } from "./api";
import { storedUploadSecret } from "./browser-secrets";
import { useRefusalText, type RefusalWords } from "@/components/i18n/use-refusal-text";

/** The server's detail when the summary is gone (lib/analysis/run.ts, which the browser never loads). */
const ORIGINAL_REPORT_NOT_FOUND = "Original report not found";

/**
 * The refusal an upgrade shows (spec section 8), in the page's language when it has words for it;
 * null for the page's own words.
 */
function refusalShown(error: unknown, words: RefusalWords): string | null {
  if (!(error instanceof ApiError) || !error.detail) return null;
  if (error.detail !== ORIGINAL_REPORT_NOT_FOUND && !error.code) return null;
  return words(error, "") || null;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** The address bar names this report, without a navigation: a reload opens its page. */

/**
 * The owner page's upgrade of a summary to its full report: paid, or the first free one (which a
 * visitor takes after proving an address, and which a private summary may take only in public).
 * The full report is shown as it is written, and in full once saved. A summary upgraded already is
 * not charged again: its full report is shown instead.
 */
export function useUpgrade({
  report,
  onFullReport,
}: {
  /** The summary on the page; nothing happens before it is loaded. */
  report: OwnerReport | undefined;
  /** The page now shows this report, the summary's full one (read into the cache first). */
  onFullReport: (id: string) => void;
}) {
  const t = useTranslations("reportOwner.upgrade");
  const refusalText = useRefusalText();
  const locale = useLocale();
  // The address names the report on the page, so a reload opens it.
  const showAddressOf = (id: string) =>
    window.history.replaceState(null, "", localizedPath(reportPath(id), locale));
  const queryClient = useQueryClient();
  // The full report as the model writes it, while an upgrade runs.
  const [draft, setDraft] = useState<LiveDraft | null>(null);
  const [upgraded, setUpgraded] = useState(false);
  const [firstFreeChoice, setFirstFreeChoice] = useState(false);
  // Leaving the page stops reading the stream; the upgrade itself goes on on the server.
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  /** Shows the full report a summary became, after this upgrade or an earlier one. */
  async function showFullReport(id: string) {
    const next = await reportApi.report(id);
    queryClient.setQueryData(ownerReportKey(next.id), next);
    onFullReport(next.id);
  }

  /** `privacy`: asked by the person (the first free report's choice); else the summary's rule. */
  async function upgrade(free: boolean, privacy?: "public") {
    if (!report) return;
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    let fullId: string | null = null;
    const show = (event: AnalysisProgressEvent) => {
      if (event.event === "report") {
        fullId = event.data.report_id;
        // From here a reload follows the full report being written, on its own page.
        showAddressOf(fullId);
      }
      setDraft((current) => withEvent(current ?? EMPTY_DRAFT, event));
    };
    setDraft(EMPTY_DRAFT);
    try {
      const uploadSecret = storedUploadSecret(report.id) ?? undefined;
      const request = {
        ...upgradeRequestFor(report),
        ...(privacy ? { privacy_setting: privacy } : {}),
        ...(uploadSecret ? { upload_secret: uploadSecret } : {}),
      };
      const answer = await reportApi.upgrade(request, show, controller.signal).catch((error: unknown) => {
        // The connection broke, not the analysis: it goes on, so follow it from its start instead.
        if (fullId && error instanceof ApiError && error.status === 0) {
          setDraft(EMPTY_DRAFT);
          return followReportStream(fullId, null, show, controller.signal);
        }
        throw error;
      });
      await showFullReport(answer.report_id);
      setUpgraded(true);
      notify.success(t("success"));
    } catch (error) {
      if (isAbort(error)) return;
      // No full report was made under the announced id: the address is the summary's again.
      if (fullId) showAddressOf(report.id);
      if (refusedWith(error, "already_upgraded") && typeof error.body.report_id === "string") {
        // Nothing was charged: the summary's full report exists already (made earlier, or by a
        // concurrent upgrade that won).
        notify.info(t("alreadyUpgraded"));
        await showFullReport(error.body.report_id).catch(() => notify.error(t("failed")));
      } else if (refusedWith(error, "first_free_is_public")) {
        setFirstFreeChoice(true);
      } else {
        notify.error(refusalShown(error, refusalText) ?? (free ? t("fullReportFailed") : t("failed")));
      }
    } finally {
      if (reading.current === controller) setDraft(null);
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
    notify.info(t("firstFreeUsed"));
  }

  return {
    /** An upgrade is running: the page shows the full report being written. */
    analysing: draft !== null,
    /** The full report so far, while an upgrade runs. */
    draft,
    /** This visit upgraded the summary: the page says so above the full report. */
    upgraded,
    upgrade,
    afterVerified,
    /** The first free report must be public: the person chooses how to go on. */
    firstFreeChoice,
    closeFirstFreeChoice: () => setFirstFreeChoice(false),
  };
}
