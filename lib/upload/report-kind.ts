import type { AnalysisKind } from "@/lib/ai/types";
import type { RunPhase } from "@/lib/analysis/events";

// Which analysis endpoint a submit calls (spec section 4). What the viewer may do is the server's
// answer (GET /api/user/entitlements); this only reads it.

/** The `{kind}` of POST /api/analysis/{kind}: the server's own kinds. */
export type ReportKind = AnalysisKind;

/**
 * Follow-up when in follow-up mode with a reference report the viewer may follow up; otherwise
 * what the server says the next report is, unless an admin asked for a summary only.
 */
export function chooseReportKind(options: {
  followupOf: string | null;
  canFollowUp: boolean;
  nextReportType: "summary" | "full";
  adminSummaryOnly: boolean;
}): ReportKind {
  if (options.followupOf && options.canFollowUp) return "followup";
  if (options.adminSummaryOnly) return "summary";
  return options.nextReportType;
}

/** The three stages the processing step names (spec section 2; their texts are messages/*.json, report.progress). */
export type ProgressStage = "uploading" | "analysing" | "preparing";

/** Which stage of the processing step the bar shows. */
export function progressStage(progress: number): ProgressStage {
  if (progress < 40) return "uploading";
  if (progress < 80) return "analysing";
  return "preparing";
}

/** The bar once the photos are up; the model's writing fills it to just below 80, saving goes on from there. */
export const UPLOADED_PROGRESS = 40;
const SAVING_PROGRESS = 90;
/** The server's percentage when the model has written the whole report (lib/analysis/live-run.ts). */
const WRITTEN_PERCENT = 90;

/**
 * The bar for where the server says the analysis stands (its percentage runs 5-95): photos read and
 * the model writing are the analysing stage, saving the preparing one.
 */
export function analysisProgress(phase: RunPhase, percent: number): number {
  if (phase === "saving") return SAVING_PROGRESS;
  const written = Math.min(percent, WRITTEN_PERCENT) / WRITTEN_PERCENT;
  return UPLOADED_PROGRESS + Math.floor(written * 39);
}

/**
 * Where a finished report is shown: the owner's page, for visitors too. A visitor's
 * browser keeps the report's secrets, which make it theirs there (upgrade, take-down).
 */
export function reportPath(reportId: string): string {
  return `/analysis/${encodeURIComponent(reportId)}`;
}
