import { ApiError, refusedWith } from "@/lib/api-client";
import type { Locale } from "@/lib/i18n/locales";
import type { ReportKind } from "@/lib/upload/report-kind";
import type { AnalysisRequest, PhotoUpload, Privacy } from "@/lib/upload/requests";
import type { UploadTranslator } from "./translator";
import type { RefusalWords } from "@/components/i18n/use-refusal-text";

// The pure rules of a submit in the upload wizard: when a retry is the same attempt, what the
// analysis call asks for, and what a failure shows. The hook that runs them is
// use-analysis-submission.ts.

/** What the person chose for one submit. */
export type SubmissionForm = {
  kind: ReportKind;
  privacy: Privacy;
  /** The picked photos, by the wizard's own key for each. */
  photos: { key: string; file: File }[];
  records: File[];
  context: string;
  /** The earlier report of follow-up mode, if any. */
  followupOf: string | null;
  /**
   * The person's spot the report goes on (created already when it was a new one), or null: none,
   * or a follow-up of a report on a spot, which the server keeps on that spot.
   */
  spotId: string | null;
  /** The page's language: the report is written in it (a follow-up keeps its earlier report's). */
  language: Locale;
};

/**
 * Two submits are the same attempt (one Idempotency-Key, the photos uploaded once) while the kind,
 * photos, records, privacy, note, earlier report and spot are unchanged.
 */
export function attemptSignature(form: SubmissionForm): string {
  return JSON.stringify([
    form.kind,
    form.photos.map((p) => p.key),
    form.records.map((r) => `${r.name}:${r.size}:${r.lastModified}`),
    form.privacy,
    form.context,
    form.followupOf,
    form.spotId,
    form.language,
  ]);
}

/** The body of POST /api/analysis/{kind}: only what the viewer may send and has given. */
export function analysisRequestFor(
  form: SubmissionForm,
  sent: { upload: PhotoUpload; recordIds?: string[] },
  allowed: { canAddContextNote: boolean },
): AnalysisRequest {
  const note = form.context.trim();
  return {
    photo_ids: sent.upload.photo_ids,
    privacy_setting: form.privacy,
    ...(sent.recordIds?.length ? { medical_record_ids: sent.recordIds } : {}),
    ...(note && allowed.canAddContextNote ? { context_history: note } : {}),
    ...(form.kind === "followup" && form.followupOf
      ? { is_followup: true, previous_report_id: form.followupOf }
      : { language: form.language }),
    ...(sent.upload.upload_secret ? { upload_secret: sent.upload.upload_secret } : {}),
    ...(form.spotId ? { spot_id: form.spotId } : {}),
  };
}

/** What the wizard does after a failed submit, besides going back to the form. */
export type SubmissionFailure = {
  /** A refusal means what the page knew of the viewer's entitlements is stale: read them again. */
  readEntitlementsAgain: boolean;
  /** Something named was not found, such as a spot deleted in another tab: read the spots again. */
  readSpotsAgain: boolean;
  show: { kind: "first_free_choice" } | { kind: "error"; message: string; openUpgradeDialog: boolean };
};

const REFUSAL_STATUSES = [402, 403, 409, 429];

/**
 * A private request whose only way left to pay is the public first free report offers that
 * choice; a 403 shows the server's refusal (and the upgrade dialog when it says an upgrade would
 * allow it), and so does a 404 (the spot is not found: the photos went up, the upload did not
 * fail); anything else is "Upload failed" with the best reason known in the page's language.
 */
export function submissionFailure(
  error: unknown,
  t: UploadTranslator,
  words: RefusalWords,
): SubmissionFailure {
  const apiError = error instanceof ApiError ? error : null;
  // A refusal found while charging a streamed analysis comes as its `error` event: by its code.
  const readEntitlementsAgain =
    apiError !== null && (REFUSAL_STATUSES.includes(apiError.status) || apiError.code !== null);
  const readSpotsAgain = apiError?.status === 404;
  const fail = (message: string, openUpgradeDialog = false): SubmissionFailure => ({
    readEntitlementsAgain,
    readSpotsAgain,
    show: { kind: "error", message, openUpgradeDialog },
  });
  if (refusedWith(error, "first_free_is_public")) {
    return { readEntitlementsAgain, readSpotsAgain, show: { kind: "first_free_choice" } };
  }
  const upgradeWouldAllow = apiError?.code === "upgrade_required";
  const refusal = apiError?.detail ? words(apiError, "") : "";
  if (apiError?.status === 403 || upgradeWouldAllow)
    return fail(refusal || t("failure.fallback"), upgradeWouldAllow);
  if (apiError?.status === 404) return fail(refusal || t("failure.fallback"));
  if (refusal) return fail(t("failure.uploadFailed", { reason: refusal }));
  if (error instanceof Error && !apiError) return fail(t("failure.uploadFailed", { reason: error.message }));
  return fail(t("failure.fallback"));
}
