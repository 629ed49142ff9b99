import { isAdmin } from "@/lib/auth/current-user";
import { usableCredits } from "@/lib/billing/entitlements";
import { subscriptionStatusAt } from "@/lib/billing/subscription-status";
import type { User } from "@/lib/generated/prisma/client";
import { SubscriptionStatus } from "@/lib/generated/prisma/enums";
import { z } from "zod";
import { isLocale, LOCALES } from "@/lib/i18n/locales";
import type { UserUsage } from "./usage";

const iso = (date: Date | null) => date?.toISOString() ?? null;
const isoOrNull = z.iso.datetime().nullable();

/** The spec's User (profile response), plus is_admin decided on the server. */
export const UserProfile = z.object({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  credits: z.number().int(),
  credits_expires_at: isoOrNull,
  subscription_status: z.enum(SubscriptionStatus),
  subscription_end: isoOrNull,
  subscription_expires_at: isoOrNull,
  current_period_end: isoOrNull,
  cancel_at_period_end: z.boolean(),
  stripe_subscription_id: z.string().nullable(),
  fair_use_count: z.number().int(),
  first_report_claimed: z.boolean(),
  blocked: z.boolean(),
  report_count: z.number().int(),
  created_at: z.iso.datetime(),
  full_name: z.string().nullable(),
  is_admin: z.boolean(),
  spot_reminders: z.boolean().describe("Whether reminders to check a spot again are e-mailed"),
  language: z
    .enum(LOCALES)
    .nullable()
    .describe("The language chosen for the site and e-mails; null until chosen (the browser's decides)"),
});
export type UserProfile = z.output<typeof UserProfile>;

export function serializeUser(user: User, usage: UserUsage, now: Date = new Date()): UserProfile {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    credits: usableCredits(user, now),
    credits_expires_at: iso(user.creditsExpiresAt),
    subscription_status: subscriptionStatusAt(user, now),
    subscription_end: iso(user.subscriptionEnd),
    subscription_expires_at: iso(user.subscriptionExpiresAt),
    current_period_end: iso(user.currentPeriodEnd),
    cancel_at_period_end: user.cancelAtPeriodEnd,
    stripe_subscription_id: user.stripeSubscriptionId,
    fair_use_count: usage.fairUseCount,
    first_report_claimed: user.firstReportClaimed,
    blocked: user.blocked,
    report_count: usage.reportCount,
    created_at: user.createdAt.toISOString(),
    full_name: user.fullName,
    is_admin: isAdmin(user),
    spot_reminders: user.spotReminders,
    language: isLocale(user.language) ? user.language : null,
  };
}
