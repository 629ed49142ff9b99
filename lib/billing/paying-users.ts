import type { Prisma } from "@/lib/generated/prisma/client";

// The rules of lib/billing/entitlements.ts as database filters, for counting users.

/** An active subscription whose paid period has not run out (hasActiveSubscription). */
export function activeSubscriptionWhere(now: Date = new Date()): Prisma.UserWhereInput {
  return {
    subscriptionStatus: "active",
    OR: [
      { subscriptionExpiresAt: { gt: now } },
      { subscriptionExpiresAt: null, OR: [{ currentPeriodEnd: null }, { currentPeriodEnd: { gt: now } }] },
    ],
  };
}

/**
 * Who counts as a paying user: someone who can pay for a full report now
 * (unexpired credits or an active subscription, as isPayingUser) or who has
 * ever completed a payment. The payment clause keeps a customer who spent all
 * their credits counted as converted, which is what the conversion rate measures.
 */
export function payingUserWhere(now: Date = new Date()): Prisma.UserWhereInput {
  return {
    OR: [
      { credits: { gt: 0 }, OR: [{ creditsExpiresAt: null }, { creditsExpiresAt: { gt: now } }] },
      activeSubscriptionWhere(now),
      { payments: { some: { status: "completed" } } },
    ],
  };
}
