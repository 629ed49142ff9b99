import type { User } from "@/lib/generated/prisma/client";
import type { SubscriptionStatus } from "@/lib/generated/prisma/enums";

// The subscription status a user has now, decided at read time from the stored
// period, so access ends on time even when no webhook arrives. The profile,
// the permissions and the upgrade buttons all ask this one function.

/**
 * Stripe charges a renewing subscription at its period end and reports it within
 * minutes; a day of grace keeps a late renewal webhook from cutting a subscriber off.
 */
export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

export type SubscriptionFields = Pick<
  User,
  "subscriptionStatus" | "subscriptionExpiresAt" | "currentPeriodEnd" | "cancelAtPeriodEnd"
>;

/** When access ends for a stored active subscription, or null when no end is known (set by an admin). */
export function accessEndsAt(user: SubscriptionFields): Date | null {
  const end = user.subscriptionExpiresAt ?? user.currentPeriodEnd;
  if (!end) return null;
  return user.cancelAtPeriodEnd ? end : new Date(end.getTime() + RENEWAL_GRACE_MS);
}

/**
 * active: paid period running (cancel_at_period_end means 'expires soon');
 * canceled: ended before its paid period ran out; expired: the paid period is over.
 */
export function subscriptionStatusAt(user: SubscriptionFields, now: Date = new Date()): SubscriptionStatus {
  switch (user.subscriptionStatus) {
    case "active": {
      const end = accessEndsAt(user);
      return !end || end > now ? "active" : "expired";
    }
    case "canceled":
      return user.currentPeriodEnd && user.currentPeriodEnd <= now ? "expired" : "canceled";
    default:
      return user.subscriptionStatus;
  }
}
