// Which analysis endpoint a submit calls (spec section 4), and who may choose what.

export type ReportKind = "summary" | "full" | "followup";

export type Viewer = {
  signedIn: boolean;
  credits: number;
  subscriptionActive: boolean;
  isAdmin: boolean;
};

/** Credits above 0 or an active subscription: more photos, private reports, notes and records. */
export function isPaying(viewer: Viewer): boolean {
  return viewer.signedIn && (viewer.credits > 0 || viewer.subscriptionActive);
}

/**
 * Follow-up when in follow-up mode with a reference report; full when signed in
 * with credits or an active subscription, unless an admin asked for a summary
 * only; otherwise summary.
 */
export function chooseReportKind(
  viewer: Viewer,
  options: { followupOf: string | null; adminSummaryOnly: boolean },
): ReportKind {
  if (options.followupOf && viewer.signedIn) return "followup";
  if (isPaying(viewer) && !(viewer.isAdmin && options.adminSummaryOnly)) return "full";
  return "summary";
}

/** Spec section 4: paying users start private, everyone else public. */
export function defaultPrivacy(viewer: Viewer): "public" | "private" {
  return isPaying(viewer) ? "private" : "public";
}

/** The photo limit of this viewer, from the pricing settings. */
export function photoLimit(viewer: Viewer, limits: { free: number; paid: number }): number {
  return isPaying(viewer) || (viewer.signedIn && viewer.isAdmin) ? limits.paid : limits.free;
}

export const PROGRESS = {
  uploading: "Uploading photos...",
  analysing: "Running AI analysis...",
  preparing: "Preparing your report...",
} as const;

/** Progress text of the processing step (spec section 2). */
export function progressText(progress: number): string {
  if (progress < 40) return PROGRESS.uploading;
  if (progress < 80) return PROGRESS.analysing;
  return PROGRESS.preparing;
}

/**
 * Where a finished report is shown: the owner's page, for visitors too. A visitor's
 * browser keeps the report's secrets, which make it theirs there (upgrade, take-down).
 */
export function reportPath(reportId: string): string {
  return `/analysis/${encodeURIComponent(reportId)}`;
}
