import { isAdmin } from "@/lib/auth/current-user";
import { usableCredits } from "@/lib/billing/entitlements";
import { subscriptionStatusAt } from "@/lib/billing/subscription-status";
import type { User } from "@/lib/generated/prisma/client";
import type { UserUsage } from "./usage";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The spec's User (profile response), plus is_admin decided on the server. */
export function serializeUser(user: User, usage: UserUsage, now: Date = new Date()) {
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
  };
}

export type UserProfile = ReturnType<typeof serializeUser>;
