import type { Prisma } from "@/lib/generated/prisma/client";
import { RENEWAL_GRACE_MS } from "./subscription-status";

// The rules of lib/billing/entitlements.ts as database filters, for counting users.

/** An active subscription whose paid period has not run out (subscriptionStatusAt). */
export function activeSubscriptionWhere(now: Date = new Date()): Prisma.UserWhereInput {
  // A renewing subscription keeps its grace after the period end; one set to cancel does not.
  const renewingAfter = new Date(now.getTime() - RENEWAL_GRACE_MS);
  return {
    subscriptionStatus: "active",
    OR: [
      { subscriptionExpiresAt: null, currentPeriodEnd: null },
      { cancelAtPeriodEnd: true, subscriptionExpiresAt: { gt: now } },
      { cancelAtPeriodEnd: true, subscriptionExpiresAt: null, currentPeriodEnd: { gt: now } },
      { cancelAtPeriodEnd: false, subscriptionExpiresAt: { gt: renewingAfter } },
      { cancelAtPeriodEnd: false, subscriptionExpiresAt: null, currentPeriodEnd: { gt: renewingAfter } },
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
