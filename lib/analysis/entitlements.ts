import { z } from "zod";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import type { PrivacySetting } from "@/lib/generated/prisma/enums";
import { getSettings, type Settings } from "@/lib/settings";
import { usageFacts, viewerFacts } from "./facts";
import {
  decideAnalysis,
  planPrivacy,
  type AnalysisAsk,
  type AnalysisCharge,
  type AnalysisRules,
  type UsageFacts,
  type ViewerFacts,
} from "./permissions";

// What the caller may do now, as GET /api/user/entitlements and the profile's `entitlements` say:
// every answer here is asked of decideAnalysis, the decision the analysis endpoints enforce, so a
// page that reads it never offers what the server then refuses (docs/analysis.md).

const PRIVACY_SETTINGS: PrivacySetting[] = ["public", "unlisted", "private"];

const PrivacyOption = z.enum(["public", "unlisted", "private"]);
const UsedOfLimit = z.object({ used: z.number().int(), limit: z.number().int() });

/** How the next full report would be paid for; `admin`: administrators are never charged. */
export const FullReportPayment = z.enum(["subscription", "credit", "first_free", "admin", "none"]);
export type FullReportPayment = z.output<typeof FullReportPayment>;

/** The answer of GET /api/user/entitlements, and the profile's `entitlements`. */
export const Entitlements = z.object({
  max_photos_per_report: z.number().int(),
  privacy_options: z.array(PrivacyOption),
  default_privacy: PrivacyOption.describe("What the next report is when no privacy is asked for"),
  can_attach_records: z.boolean(),
  can_add_context_note: z.boolean(),
  can_follow_up: z.boolean(),
  next_report_type: z.enum(["summary", "full"]).describe("What the upload page's main button makes"),
  full_report_payment: FullReportPayment,
  credits_per_full_report: z.number().int(),
  monthly_cap: UsedOfLimit.nullable().describe(
    "Subscribers: full reports charged to the subscription this month, and the cap",
  ),
  free_summaries: UsedOfLimit.describe(
    "Free summaries of today (per mailbox, or per address for visitors) and the daily limit",
  ),
});
export type Entitlements = z.output<typeof Entitlements>;

const PAYMENTS: Partial<Record<AnalysisCharge, FullReportPayment>> = {
  subscription: "subscription",
  credit: "credit",
  first_free: "first_free",
  admin: "admin",
};

/**
 * The entitlements of a viewer, from the same facts and decision as an analysis. A visitor is
 * told what they may do as a visitor, and that the first free report waits for them once they
 * verify an address (the upgrade panel's "FREE First Report").
 */
export function entitlementsOf(viewer: ViewerFacts, usage: UsageFacts, rules: AnalysisRules): Entitlements {
  const base: AnalysisAsk = { kind: "summary", photoCount: 1, medicalRecordCount: 0, hasContextNote: false };
  const decide = (ask: Partial<AnalysisAsk>) => decideAnalysis({ ...base, ...ask }, viewer, usage, rules);

  // A visitor would sign in by verifying an address, with nothing of theirs claimed yet.
  const payer = viewer.signedIn ? viewer : { ...viewer, signedIn: true, emailVerified: true };
  const full = decideAnalysis({ ...base, kind: "full" }, payer, usage, rules);
  const payment = full.allowed ? (PAYMENTS[full.charge] ?? "none") : "none";
  // The upload page makes a full report only where it is paid for now, not with the free one.
  const nextFull = viewer.signedIn && full.allowed && full.charge !== "first_free";
  const nextCharge: AnalysisCharge = nextFull && full.allowed ? full.charge : "free_summary";
  const nextKind = nextFull ? "full" : "summary";
  const privacyOf = (ask: Partial<AnalysisAsk>) =>
    planPrivacy({ ...base, kind: nextKind, ...ask }, viewer, rules, nextCharge);
  const allows = (ask: Partial<AnalysisAsk>) => privacyOf(ask) !== null;

  let maxPhotos = 0;
  while (maxPhotos < rules.max_photos_per_report_paid && allows({ photoCount: maxPhotos + 1 }))
    maxPhotos += 1;

  return {
    max_photos_per_report: maxPhotos,
    privacy_options: PRIVACY_SETTINGS.filter((privacy) => allows({ privacy })),
    default_privacy: privacyOf({}) ?? "public",
    can_attach_records: allows({ medicalRecordCount: 1 }),
    can_add_context_note: allows({ hasContextNote: true }),
    can_follow_up: decide({ kind: "followup", previousReport: "own" }).allowed,
    next_report_type: nextKind,
    full_report_payment: payment,
    credits_per_full_report: rules.credits_per_full_report,
    monthly_cap: viewer.activeSubscription
      ? { used: usage.subscriptionReportsThisMonth, limit: rules.subscription_monthly_cap }
      : null,
    free_summaries: { used: usage.freeSummariesToday, limit: rules.fair_use_limit_daily },
  };
}

/** The facts the entitlements are decided from, read side by side (outside any transaction). */
export async function entitlementFacts(user: User | null, ip: string, now: Date) {
  const [viewer, usage] = await Promise.all([viewerFacts(db, user, now), usageFacts(db, user, ip, now)]);
  return { viewer, usage };
}

/** GET /api/user/entitlements: the caller's entitlements now (a visitor's when signed out). */
export async function entitlementsFor(
  user: User | null,
  ip: string,
  options: { settings?: Settings; now?: Date } = {},
): Promise<Entitlements> {
  const now = options.now ?? new Date();
  const [rules, { viewer, usage }] = await Promise.all([
    options.settings ?? getSettings(),
    entitlementFacts(user, ip, now),
  ]);
  return entitlementsOf(viewer, usage, rules);
}
