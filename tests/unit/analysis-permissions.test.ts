import { describe, expect, it } from "vitest";
import {
  CONTEXT_NOTE_NEEDS_UPGRADE,
  DAILY_FAIR_USE_REACHED,
  FIRST_FREE_IS_PUBLIC,
  FOLLOWUP_NEEDS_SUBSCRIPTION,
  FOLLOWUP_NOT_FOUND,
  FOLLOWUP_PERMISSION_DENIED,
  FREE_SUMMARIES_DISABLED,
  LOGIN_FIRST,
  MEDICAL_RECORDS_NEED_UPGRADE,
  MONTHLY_FAIR_USE_REACHED,
  VERIFY_EMAIL_FOR_FREE_REPORT,
  decideAnalysis,
  subscriptionCapReached,
  tooManyPhotos,
  type AnalysisAsk,
  type AnalysisCharge,
  type AnalysisDecision,
  type AnalysisRules,
  type UsageFacts,
  type ViewerFacts,
} from "@/lib/analysis/permissions";
import { NOT_ENOUGH_CREDITS } from "@/lib/billing/credits";
import type { PrivacySetting } from "@/lib/generated/prisma/enums";
import type { RefusalCode } from "@/lib/errors/refusal-codes";
import { PRIVACY_NEEDS_UPGRADE } from "@/lib/reports/privacy";
import type { RetentionTier } from "@/lib/reports/retention";
import { DEFAULT_SETTINGS } from "@/lib/settings/schema";

const visitor: ViewerFacts = {
  signedIn: false,
  isAdmin: false,
  emailVerified: false,
  usableCredits: 0,
  activeSubscription: false,
  firstReportClaimed: false,
  addressClaimedFirstFree: false,
};
const freeUser: ViewerFacts = { ...visitor, signedIn: true, emailVerified: true };
const claimedUser: ViewerFacts = { ...freeUser, firstReportClaimed: true };
const creditUser: ViewerFacts = { ...claimedUser, usableCredits: 3 };
const subscriber: ViewerFacts = { ...claimedUser, activeSubscription: true };
const admin: ViewerFacts = { ...claimedUser, isAdmin: true };

const noUsage: UsageFacts = {
  freeSummariesToday: 0,
  freeSummariesThisMonth: 0,
  subscriptionReportsThisMonth: 0,
};
const rules: AnalysisRules = DEFAULT_SETTINGS;

const summary: AnalysisAsk = { kind: "summary", photoCount: 1, medicalRecordCount: 0, hasContextNote: false };
const full: AnalysisAsk = { ...summary, kind: "full" };
const followup: AnalysisAsk = { ...summary, kind: "followup", previousReport: "own" };

const allowed = (
  charge: AnalysisCharge,
  privacy: PrivacySetting,
  retention: RetentionTier,
  creditsToCharge = 0,
): AnalysisDecision => ({ allowed: true, charge, privacy, retention, creditsToCharge });
const refused = (status: number, detail: string, code?: RefusalCode): AnalysisDecision => ({
  allowed: false,
  status,
  ...(code ? { code } : {}),
  detail,
});

type Case = [
  name: string,
  ask: AnalysisAsk,
  viewer: ViewerFacts,
  usage: Partial<UsageFacts>,
  rules: Partial<AnalysisRules>,
  expected: AnalysisDecision,
];

const cases: Case[] = [
  // Summaries: everyone, within fair use.
  [
    "a visitor gets a free public summary",
    summary,
    visitor,
    {},
    {},
    allowed("free_summary", "public", "free"),
  ],
  [
    "a visitor may not choose private",
    { ...summary, privacy: "private" },
    visitor,
    {},
    {},
    refused(403, PRIVACY_NEEDS_UPGRADE, "upgrade_required"),
  ],
  [
    "a visitor may not choose unlisted",
    { ...summary, privacy: "unlisted" },
    visitor,
    {},
    {},
    refused(403, PRIVACY_NEEDS_UPGRADE, "upgrade_required"),
  ],
  [
    "a visitor over today's fair use is refused",
    summary,
    visitor,
    { freeSummariesToday: 5, freeSummariesThisMonth: 5 },
    {},
    refused(429, DAILY_FAIR_USE_REACHED, "fair_use_reached"),
  ],
  [
    "a visitor over this month's fair use is refused",
    summary,
    visitor,
    { freeSummariesThisMonth: 20 },
    {},
    refused(429, MONTHLY_FAIR_USE_REACHED, "fair_use_reached"),
  ],
  [
    "a daily limit of 0 disables free summaries",
    summary,
    freeUser,
    {},
    { fair_use_limit_daily: 0 },
    refused(403, FREE_SUMMARIES_DISABLED, "free_summaries_disabled"),
  ],
  [
    "a monthly limit of 0 disables free summaries",
    summary,
    freeUser,
    {},
    { fair_use_limit_monthly: 0 },
    refused(403, FREE_SUMMARIES_DISABLED, "free_summaries_disabled"),
  ],
  [
    "fair use applies to paying users too",
    summary,
    subscriber,
    { freeSummariesToday: 5 },
    {},
    refused(429, DAILY_FAIR_USE_REACHED, "fair_use_reached"),
  ],
  [
    "a free user's summary defaults to public",
    summary,
    freeUser,
    {},
    {},
    allowed("free_summary", "public", "free"),
  ],
  [
    "a credit user's summary defaults to private",
    summary,
    creditUser,
    {},
    {},
    allowed("free_summary", "private", "credit"),
  ],
  [
    "a credit user may choose unlisted",
    { ...summary, privacy: "unlisted" },
    creditUser,
    {},
    {},
    allowed("free_summary", "unlisted", "credit"),
  ],
  [
    "a free user may not add a second photo",
    { ...summary, photoCount: 2 },
    freeUser,
    {},
    {},
    refused(403, tooManyPhotos(1, false), "upgrade_required"),
  ],
  [
    "a paying user may add three photos",
    { ...summary, photoCount: 3 },
    creditUser,
    {},
    {},
    allowed("free_summary", "private", "credit"),
  ],
  [
    "a paying user may not add four photos",
    { ...summary, photoCount: 4 },
    creditUser,
    {},
    {},
    refused(403, tooManyPhotos(3, true), "too_many_photos"),
  ],
  [
    "a free user may not add medical records",
    { ...summary, medicalRecordCount: 1 },
    freeUser,
    {},
    {},
    refused(403, MEDICAL_RECORDS_NEED_UPGRADE, "upgrade_required"),
  ],
  [
    "a subscriber may add medical records",
    { ...summary, medicalRecordCount: 2 },
    subscriber,
    {},
    {},
    allowed("free_summary", "private", "subscription"),
  ],

  // Full reports: subscription, credits, or the first free one.
  ["a visitor must sign in for a full report", full, visitor, {}, {}, refused(401, LOGIN_FIRST)],
  ["credits pay for a full report", full, creditUser, {}, {}, allowed("credit", "private", "credit", 1)],
  [
    "the price in credits comes from the settings",
    full,
    creditUser,
    {},
    { credits_per_full_report: 3 },
    allowed("credit", "private", "credit", 3),
  ],
  [
    "fewer credits than the price are refused",
    full,
    { ...claimedUser, usableCredits: 1 },
    {},
    { credits_per_full_report: 2 },
    refused(402, NOT_ENOUGH_CREDITS, "no_credits"),
  ],
  [
    "no usable credits (expired count as none) are refused",
    full,
    claimedUser,
    {},
    {},
    refused(402, NOT_ENOUGH_CREDITS, "no_credits"),
  ],
  [
    "a subscriber within the monthly cap is covered",
    full,
    subscriber,
    { subscriptionReportsThisMonth: 49 },
    {},
    allowed("subscription", "private", "subscription"),
  ],
  [
    "a subscriber at the cap is refused",
    full,
    subscriber,
    { subscriptionReportsThisMonth: 50 },
    {},
    refused(403, subscriptionCapReached(50), "monthly_cap_reached"),
  ],
  [
    "a subscriber at the cap pays with credits",
    full,
    { ...subscriber, usableCredits: 2 },
    { subscriptionReportsThisMonth: 50 },
    {},
    allowed("credit", "private", "subscription", 1),
  ],
  [
    "a subscriber with credits uses the subscription first",
    full,
    { ...subscriber, usableCredits: 2 },
    {},
    {},
    allowed("subscription", "private", "subscription"),
  ],
  [
    "a verified new user gets the first full report free, public",
    full,
    freeUser,
    {},
    {},
    allowed("first_free", "public", "free"),
  ],
  [
    "the first free report is never published when private is asked: refused, with the choice",
    { ...full, privacy: "private" },
    freeUser,
    {},
    {},
    refused(402, FIRST_FREE_IS_PUBLIC, "first_free_is_public"),
  ],
  [
    "nor when unlisted is asked",
    { ...full, privacy: "unlisted" },
    freeUser,
    {},
    {},
    refused(402, FIRST_FREE_IS_PUBLIC, "first_free_is_public"),
  ],
  [
    "the first free report is public when public is asked",
    { ...full, privacy: "public" },
    freeUser,
    {},
    {},
    allowed("first_free", "public", "free"),
  ],
  [
    "credits pay for a private report before the first free one is used",
    { ...full, privacy: "private" },
    { ...freeUser, usableCredits: 1 },
    {},
    {},
    allowed("credit", "private", "credit", 1),
  ],
  [
    "a paid full report asked as public is public",
    { ...full, privacy: "public" },
    creditUser,
    {},
    {},
    allowed("credit", "public", "credit", 1),
  ],
  [
    "a free user may not add a context note",
    { ...summary, hasContextNote: true },
    freeUser,
    {},
    {},
    refused(403, CONTEXT_NOTE_NEEDS_UPGRADE, "upgrade_required"),
  ],
  [
    "a credit user may add a context note",
    { ...full, hasContextNote: true },
    creditUser,
    {},
    {},
    allowed("credit", "private", "credit", 1),
  ],
  [
    "the first free report needs a verified address",
    full,
    { ...freeUser, emailVerified: false },
    {},
    {},
    refused(403, VERIFY_EMAIL_FOR_FREE_REPORT, "email_unverified"),
  ],
  [
    "the first free report is given once per account",
    full,
    claimedUser,
    {},
    {},
    refused(402, NOT_ENOUGH_CREDITS, "no_credits"),
  ],
  [
    "the first free report is given once per address",
    full,
    { ...freeUser, addressClaimedFirstFree: true },
    {},
    {},
    refused(402, NOT_ENOUGH_CREDITS, "no_credits"),
  ],
  [
    "the first free report can be switched off",
    full,
    freeUser,
    {},
    { enable_first_free_report: false },
    refused(402, NOT_ENOUGH_CREDITS, "no_credits"),
  ],
  [
    "the first free report takes no medical records",
    { ...full, medicalRecordCount: 1 },
    freeUser,
    {},
    {},
    refused(403, MEDICAL_RECORDS_NEED_UPGRADE, "upgrade_required"),
  ],

  // Follow-ups: subscribers, on their own earlier report.
  [
    "a subscriber follows up their own report",
    followup,
    subscriber,
    {},
    {},
    allowed("subscription", "private", "subscription"),
  ],
  [
    "a follow-up counts against the monthly cap",
    followup,
    subscriber,
    { subscriptionReportsThisMonth: 50 },
    {},
    refused(403, subscriptionCapReached(50), "monthly_cap_reached"),
  ],
  [
    "a follow-up of someone else's report is denied",
    { ...followup, previousReport: "other" },
    subscriber,
    {},
    {},
    refused(403, FOLLOWUP_PERMISSION_DENIED, "forbidden"),
  ],
  [
    "a follow-up of a missing report is not found",
    { ...followup, previousReport: "missing" },
    subscriber,
    {},
    {},
    refused(404, FOLLOWUP_NOT_FOUND),
  ],
  [
    "follow-ups of one's own report need a subscription, and say so",
    followup,
    creditUser,
    {},
    {},
    refused(403, FOLLOWUP_NEEDS_SUBSCRIPTION, "subscription_required"),
  ],
  ["a visitor cannot follow up", followup, visitor, {}, {}, refused(401, LOGIN_FIRST)],

  // Admins: everything, nothing charged.
  [
    "an admin's summary ignores fair use",
    summary,
    admin,
    { freeSummariesToday: 99, freeSummariesThisMonth: 99 },
    {},
    allowed("admin", "private", "free"),
  ],
  [
    "an admin's full report costs nothing",
    { ...full, medicalRecordCount: 3, privacy: "unlisted" },
    admin,
    {},
    {},
    allowed("admin", "unlisted", "free"),
  ],
  [
    "an admin may follow up anyone's report",
    { ...followup, previousReport: "other" },
    admin,
    {},
    {},
    allowed("admin", "private", "free"),
  ],
  [
    "an admin's follow-up of a missing report is not found",
    { ...followup, previousReport: "missing" },
    admin,
    {},
    {},
    refused(404, FOLLOWUP_NOT_FOUND),
  ],
];

describe("who may make which report (spec section 6)", () => {
  it.each(cases)("%s", (_name, ask, viewer, usage, overrides, expected) => {
    const decision = decideAnalysis(ask, viewer, { ...noUsage, ...usage }, { ...rules, ...overrides });
    expect(decision).toEqual(expected);
  });

  it("refuses a paid feature to a free user with upgrade_required, whatever the text", () => {
    const asks: AnalysisAsk[] = [
      { ...summary, privacy: "private" },
      { ...summary, medicalRecordCount: 1 },
      { ...summary, photoCount: 2 },
      { ...summary, hasContextNote: true },
    ];
    for (const ask of asks) {
      expect(decideAnalysis(ask, freeUser, noUsage, rules)).toMatchObject({
        allowed: false,
        code: "upgrade_required",
      });
    }
  });
});
