import type { AnalysisKind } from "@/lib/ai/types";
import { NOT_ENOUGH_CREDITS } from "@/lib/billing/credits";
import type { PrivacySetting } from "@/lib/generated/prisma/enums";
import type { Settings } from "@/lib/settings/schema";

// Who may make which report, and how it is paid for (spec section 6), as one
// pure decision. The analysis flow calls it before the AI call and again
// inside the charging transaction with fresh rows.

export const LOGIN_FIRST = "Please login first";
export const FOLLOWUP_NOT_FOUND = "Cannot access follow-up report - not found or permission denied";
export const FOLLOWUP_PERMISSION_DENIED = "Cannot access follow-up report - permission denied";
export const PRIVACY_NEEDS_UPGRADE =
  "Private and unlisted reports are for users with credits or a subscription - upgrade to choose them.";
export const MEDICAL_RECORDS_NEED_UPGRADE =
  "Medical records are for users with credits or a subscription - upgrade to add them.";
export const FREE_SUMMARIES_DISABLED =
  "Free summaries are currently unavailable - upgrade to get a full report.";
export const DAILY_FAIR_USE_REACHED =
  "You have reached today's limit of free summaries. Please try again tomorrow or upgrade to a full report.";
export const MONTHLY_FAIR_USE_REACHED =
  "You have reached this month's limit of free summaries. Please try again next month or upgrade to a full report.";
export const VERIFY_EMAIL_FOR_FREE_REPORT = "Please verify your email address to get your free full report.";

export const tooManyPhotos = (max: number, paying: boolean) =>
  paying
    ? `Maximum ${max} photos allowed`
    : `Free reports include ${max} photo${max === 1 ? "" : "s"} - upgrade to add more photos.`;

export const subscriptionCapReached = (cap: number) =>
  `You have used this month's ${cap} reports included in your subscription. Please buy credits or wait until next month.`;

/** How a report is paid for; "admin" reports charge nothing. */
export type AnalysisCharge = "free_summary" | "first_free" | "credit" | "subscription" | "admin";

/** Whose retention settings decide when the report expires. */
export type RetentionTier = "free" | "credit" | "subscription";

export type ViewerFacts = {
  signedIn: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
  /** Unexpired credits only. */
  usableCredits: number;
  activeSubscription: boolean;
  firstReportClaimed: boolean;
  /** The address already claimed a first free report, possibly from a deleted account. */
  addressClaimedFirstFree: boolean;
};

export type UsageFacts = {
  /** Successful free summaries of this user (or, for visitors, this address) in the current UTC day and month. */
  freeSummariesToday: number;
  freeSummariesThisMonth: number;
  /** Full and follow-up reports charged to the subscription this calendar month. */
  subscriptionReportsThisMonth: number;
};

export type AnalysisAsk = {
  kind: AnalysisKind;
  photoCount: number;
  medicalRecordCount: number;
  /** Omitted: the default for the viewer. */
  privacy?: PrivacySetting;
  /** For follow-ups: whether the earlier report exists and whose it is. */
  previousReport?: "missing" | "own" | "other";
};

export type AnalysisRules = Pick<
  Settings,
  | "credits_per_full_report"
  | "subscription_monthly_cap"
  | "max_photos_per_report_free"
  | "max_photos_per_report_paid"
  | "fair_use_limit_daily"
  | "fair_use_limit_monthly"
  | "enable_first_free_report"
>;

export type AnalysisDecision =
  | {
      allowed: true;
      charge: AnalysisCharge;
      creditsToCharge: number;
      privacy: PrivacySetting;
      retention: RetentionTier;
    }
  | { allowed: false; status: number; detail: string };

const refuse = (status: number, detail: string): AnalysisDecision => ({ allowed: false, status, detail });

function retentionTier(viewer: ViewerFacts): RetentionTier {
  if (viewer.activeSubscription) return "subscription";
  return viewer.usableCredits > 0 ? "credit" : "free";
}

function isPaying(viewer: ViewerFacts): boolean {
  return viewer.usableCredits > 0 || viewer.activeSubscription;
}

function canClaimFirstFree(viewer: ViewerFacts, rules: AnalysisRules): boolean {
  return (
    rules.enable_first_free_report &&
    viewer.signedIn &&
    viewer.emailVerified &&
    !viewer.firstReportClaimed &&
    !viewer.addressClaimedFirstFree
  );
}

type Payment = { charge: AnalysisCharge; creditsToCharge: number } | { refused: AnalysisDecision };

function summaryPayment(usage: UsageFacts, rules: AnalysisRules): Payment {
  if (rules.fair_use_limit_daily === 0 || rules.fair_use_limit_monthly === 0) {
    return { refused: refuse(403, FREE_SUMMARIES_DISABLED) };
  }
  if (usage.freeSummariesToday >= rules.fair_use_limit_daily)
    return { refused: refuse(429, DAILY_FAIR_USE_REACHED) };
  if (usage.freeSummariesThisMonth >= rules.fair_use_limit_monthly) {
    return { refused: refuse(429, MONTHLY_FAIR_USE_REACHED) };
  }
  return { charge: "free_summary", creditsToCharge: 0 };
}

/** A subscription first (within its monthly cap), then credits, then the one free report. */
function fullReportPayment(viewer: ViewerFacts, usage: UsageFacts, rules: AnalysisRules): Payment {
  const cost = rules.credits_per_full_report;
  if (viewer.activeSubscription && usage.subscriptionReportsThisMonth < rules.subscription_monthly_cap) {
    return { charge: "subscription", creditsToCharge: 0 };
  }
  if (viewer.usableCredits >= cost) return { charge: "credit", creditsToCharge: cost };
  if (viewer.activeSubscription)
    return { refused: refuse(403, subscriptionCapReached(rules.subscription_monthly_cap)) };
  if (viewer.usableCredits > 0) return { refused: refuse(402, NOT_ENOUGH_CREDITS) };
  if (canClaimFirstFree(viewer, rules)) return { charge: "first_free", creditsToCharge: 0 };
  const firstFreeOpen =
    rules.enable_first_free_report && !viewer.firstReportClaimed && !viewer.addressClaimedFirstFree;
  if (firstFreeOpen && !viewer.emailVerified) return { refused: refuse(403, VERIFY_EMAIL_FOR_FREE_REPORT) };
  return { refused: refuse(402, NOT_ENOUGH_CREDITS) };
}

function followupPayment(
  ask: AnalysisAsk,
  viewer: ViewerFacts,
  usage: UsageFacts,
  rules: AnalysisRules,
): Payment {
  if (!ask.previousReport || ask.previousReport === "missing")
    return { refused: refuse(404, FOLLOWUP_NOT_FOUND) };
  if (ask.previousReport !== "own" || !viewer.activeSubscription) {
    return { refused: refuse(403, FOLLOWUP_PERMISSION_DENIED) };
  }
  if (usage.subscriptionReportsThisMonth >= rules.subscription_monthly_cap) {
    return { refused: refuse(403, subscriptionCapReached(rules.subscription_monthly_cap)) };
  }
  return { charge: "subscription", creditsToCharge: 0 };
}

function adminDecision(ask: AnalysisAsk, viewer: ViewerFacts, rules: AnalysisRules): AnalysisDecision {
  if (ask.kind === "followup" && (!ask.previousReport || ask.previousReport === "missing")) {
    return refuse(404, FOLLOWUP_NOT_FOUND);
  }
  if (ask.photoCount > rules.max_photos_per_report_paid) {
    return refuse(403, tooManyPhotos(rules.max_photos_per_report_paid, true));
  }
  return {
    allowed: true,
    charge: "admin",
    creditsToCharge: 0,
    privacy: ask.privacy ?? "private",
    retention: retentionTier(viewer),
  };
}

/** May this viewer make this report now, and what does it cost? */
export function decideAnalysis(
  ask: AnalysisAsk,
  viewer: ViewerFacts,
  usage: UsageFacts,
  rules: AnalysisRules,
): AnalysisDecision {
  if (viewer.isAdmin) return adminDecision(ask, viewer, rules);
  if (ask.kind !== "summary" && !viewer.signedIn) return refuse(401, LOGIN_FIRST);

  const payment =
    ask.kind === "summary"
      ? summaryPayment(usage, rules)
      : ask.kind === "full"
        ? fullReportPayment(viewer, usage, rules)
        : followupPayment(ask, viewer, usage, rules);
  if ("refused" in payment) return payment.refused;

  const paying = isPaying(viewer);
  const maxPhotos = paying ? rules.max_photos_per_report_paid : rules.max_photos_per_report_free;
  if (ask.photoCount > maxPhotos) return refuse(403, tooManyPhotos(maxPhotos, paying));
  if (ask.medicalRecordCount > 0 && !paying) return refuse(403, MEDICAL_RECORDS_NEED_UPGRADE);

  // The free plan's reports are public; the first free full report is public even when asked otherwise.
  let privacy: PrivacySetting = ask.privacy ?? (paying ? "private" : "public");
  if (payment.charge === "first_free") privacy = "public";
  if (privacy !== "public" && !paying) return refuse(403, PRIVACY_NEEDS_UPGRADE);

  return { allowed: true, ...payment, privacy, retention: retentionTier(viewer) };
}
