import type { AnalysisKind } from "@/lib/ai/types";
import { NOT_ENOUGH_CREDITS } from "@/lib/billing/credits";
import type { PrivacySetting } from "@/lib/generated/prisma/enums";
import type { Settings } from "@/lib/settings/schema";
import { isPaying, photoLimit } from "@/lib/billing/entitlements";
import type { RefusalCode } from "@/lib/errors/refusal-codes";
import { PRIVACY_NEEDS_UPGRADE } from "@/lib/reports/privacy";
import type { RetentionTier } from "@/lib/reports/retention";

// Who may make which report, and how it is paid for (spec section 6), as one
// pure decision. The analysis flow calls it before the AI call and again
// inside the charging transaction with fresh rows.

export const LOGIN_FIRST = "Please login first";
export const FOLLOWUP_NOT_FOUND = "Cannot access follow-up report - not found or permission denied";
export const FOLLOWUP_PERMISSION_DENIED = "Cannot access follow-up report - permission denied";
export const MEDICAL_RECORDS_NEED_UPGRADE =
  "Medical records are for users with credits or a subscription - upgrade to add them.";
export const FREE_SUMMARIES_DISABLED =
  "Free summaries are currently unavailable - upgrade to get a full report.";
export const DAILY_FAIR_USE_REACHED =
  "You have reached today's limit of free summaries. Please try again tomorrow or upgrade to a full report.";
export const MONTHLY_FAIR_USE_REACHED =
  "You have reached this month's limit of free summaries. Please try again next month or upgrade to a full report.";
export const VERIFY_EMAIL_FOR_FREE_REPORT = "Please verify your email address to get your free full report.";

export const CONTEXT_NOTE_NEEDS_UPGRADE =
  "Context notes are for users with credits or a subscription - upgrade to add one.";
export const FOLLOWUP_NEEDS_SUBSCRIPTION =
  "Follow-up reports come with Premium. Subscribe to compare a new photo with an earlier report.";
export const FIRST_FREE_IS_PUBLIC =
  "Your free first report is public. Make this report public to use it, or buy credits for a private report.";

export const tooManyPhotos = (max: number, paying: boolean) =>
  paying
    ? `Maximum ${max} photos allowed`
    : `Free reports include ${max} photo${max === 1 ? "" : "s"} - upgrade to add more photos.`;

export const subscriptionCapReached = (cap: number) =>
  `You have used this month's ${cap} reports included in your subscription. Please buy credits or wait until next month.`;

/** How a report is paid for; "admin" reports charge nothing. */
export type AnalysisCharge = "free_summary" | "first_free" | "credit" | "subscription" | "admin";

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
  /** Successful free summaries of this mailbox (or, for visitors, this address) in the current UTC day and month. */
  freeSummariesToday: number;
  freeSummariesThisMonth: number;
  /** Full and follow-up reports charged to the subscription this calendar month. */
  subscriptionReportsThisMonth: number;
};

export type AnalysisAsk = {
  kind: AnalysisKind;
  photoCount: number;
  medicalRecordCount: number;
  hasContextNote: boolean;
  /** Omitted: the default for the viewer and the way the report is paid for. */
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

export type AnalysisRefusal = { allowed: false; status: number; code?: RefusalCode; detail: string };

export type AnalysisDecision =
  | {
      allowed: true;
      charge: AnalysisCharge;
      creditsToCharge: number;
      privacy: PrivacySetting;
      retention: RetentionTier;
    }
  | AnalysisRefusal;

const refuse = (status: number, detail: string, code?: RefusalCode): AnalysisRefusal => ({
  allowed: false,
  status,
  ...(code ? { code } : {}),
  detail,
});

/** The refusals that are about what the plan allows in a report, not about paying for it now. */
export const PLAN_REFUSALS: ReadonlySet<RefusalCode> = new Set([
  "upgrade_required",
  "too_many_photos",
  "first_free_is_public",
]);

function retentionTier(viewer: ViewerFacts): RetentionTier {
  if (viewer.activeSubscription) return "subscription";
  return viewer.usableCredits > 0 ? "credit" : "free";
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

type Payment = { charge: AnalysisCharge; creditsToCharge: number } | { refused: AnalysisRefusal };

function summaryPayment(usage: UsageFacts, rules: AnalysisRules): Payment {
  if (rules.fair_use_limit_daily === 0 || rules.fair_use_limit_monthly === 0) {
    return { refused: refuse(403, FREE_SUMMARIES_DISABLED, "free_summaries_disabled") };
  }
  if (usage.freeSummariesToday >= rules.fair_use_limit_daily)
    return { refused: refuse(429, DAILY_FAIR_USE_REACHED, "fair_use_reached") };
  if (usage.freeSummariesThisMonth >= rules.fair_use_limit_monthly) {
    return { refused: refuse(429, MONTHLY_FAIR_USE_REACHED, "fair_use_reached") };
  }
  return { charge: "free_summary", creditsToCharge: 0 };
}

const capReached = (rules: AnalysisRules) =>
  refuse(403, subscriptionCapReached(rules.subscription_monthly_cap), "monthly_cap_reached");

/** A subscription first (within its monthly cap), then credits, then the one free report. */
function fullReportPayment(viewer: ViewerFacts, usage: UsageFacts, rules: AnalysisRules): Payment {
  const cost = rules.credits_per_full_report;
  if (viewer.activeSubscription && usage.subscriptionReportsThisMonth < rules.subscription_monthly_cap) {
    return { charge: "subscription", creditsToCharge: 0 };
  }
  if (viewer.usableCredits >= cost) return { charge: "credit", creditsToCharge: cost };
  if (viewer.activeSubscription) return { refused: capReached(rules) };
  if (viewer.usableCredits > 0) return { refused: refuse(402, NOT_ENOUGH_CREDITS, "no_credits") };
  if (canClaimFirstFree(viewer, rules)) return { charge: "first_free", creditsToCharge: 0 };
  const firstFreeOpen =
    rules.enable_first_free_report && !viewer.firstReportClaimed && !viewer.addressClaimedFirstFree;
  if (firstFreeOpen && !viewer.emailVerified) {
    return { refused: refuse(403, VERIFY_EMAIL_FOR_FREE_REPORT, "email_unverified") };
  }
  return { refused: refuse(402, NOT_ENOUGH_CREDITS, "no_credits") };
}

function followupPayment(
  ask: AnalysisAsk,
  viewer: ViewerFacts,
  usage: UsageFacts,
  rules: AnalysisRules,
): Payment {
  if (!ask.previousReport || ask.previousReport === "missing")
    return { refused: refuse(404, FOLLOWUP_NOT_FOUND) };
  if (ask.previousReport !== "own") return { refused: refuse(403, FOLLOWUP_PERMISSION_DENIED, "forbidden") };
  if (!viewer.activeSubscription) {
    return { refused: refuse(403, FOLLOWUP_NEEDS_SUBSCRIPTION, "subscription_required") };
  }
  if (usage.subscriptionReportsThisMonth >= rules.subscription_monthly_cap)
    return { refused: capReached(rules) };
  return { charge: "subscription", creditsToCharge: 0 };
}

function adminDecision(ask: AnalysisAsk, viewer: ViewerFacts, rules: AnalysisRules): AnalysisDecision {
  if (ask.kind === "followup" && (!ask.previousReport || ask.previousReport === "missing")) {
    return refuse(404, FOLLOWUP_NOT_FOUND);
  }
  if (ask.photoCount > rules.max_photos_per_report_paid) {
    return refuse(403, tooManyPhotos(rules.max_photos_per_report_paid, true), "too_many_photos");
  }
  return {
    allowed: true,
    charge: "admin",
    creditsToCharge: 0,
    privacy: ask.privacy ?? "private",
    retention: retentionTier(viewer),
  };
}

/**
 * What the plan allows in a report paid for by `charge`: the photos, records, context note and
 * privacy asked for. Returns the report's privacy, or the refusal. A report is never published
 * differently from what was asked: the first free report is public, so asking it to be anything
 * else is refused rather than overridden.
 */
function planDecision(
  ask: AnalysisAsk,
  viewer: ViewerFacts,
  rules: AnalysisRules,
  charge: AnalysisCharge,
): { privacy: PrivacySetting } | { refused: AnalysisRefusal } {
  const paying = isPaying(viewer);
  const maxPhotos = photoLimit(paying, rules);
  if (ask.photoCount > maxPhotos) {
    return {
      refused: refuse(403, tooManyPhotos(maxPhotos, paying), paying ? "too_many_photos" : "upgrade_required"),
    };
  }
  if (ask.medicalRecordCount > 0 && !paying) {
    return { refused: refuse(403, MEDICAL_RECORDS_NEED_UPGRADE, "upgrade_required") };
  }
  if (ask.hasContextNote && !paying)
    return { refused: refuse(403, CONTEXT_NOTE_NEEDS_UPGRADE, "upgrade_required") };
  // Paid reports are private unless asked otherwise; the free plan's reports are public.
  const privacy: PrivacySetting = ask.privacy ?? (paying ? "private" : "public");
  if (charge === "first_free" && privacy !== "public") {
    return { refused: refuse(402, FIRST_FREE_IS_PUBLIC, "first_free_is_public") };
  }
  if (privacy !== "public" && !paying)
    return { refused: refuse(403, PRIVACY_NEEDS_UPGRADE, "upgrade_required") };
  return { privacy };
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

  const plan = planDecision(ask, viewer, rules, payment.charge);
  if ("refused" in plan) return plan.refused;
  return { allowed: true, ...payment, privacy: plan.privacy, retention: retentionTier(viewer) };
}

/**
 * The privacy the plan gives a report paid for by `charge`, whatever the payment's state now (a
 * summary over today's fair use still allows what it allows), or null when the plan refuses it:
 * for the entitlements, which say what the next report may hold.
 */
export function planPrivacy(
  ask: AnalysisAsk,
  viewer: ViewerFacts,
  rules: AnalysisRules,
  charge: AnalysisCharge,
): PrivacySetting | null {
  if (viewer.isAdmin) {
    const decision = adminDecision(ask, viewer, rules);
    return decision.allowed ? decision.privacy : null;
  }
  const plan = planDecision(ask, viewer, rules, charge);
  return "refused" in plan ? null : plan.privacy;
}
