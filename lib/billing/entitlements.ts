import type { User } from "@/lib/generated/prisma/client";
import type { Settings } from "@/lib/settings/schema";
import { subscriptionStatusAt, type SubscriptionFields } from "./subscription-status";

// Who counts as paying, in one place: used by photo limits, privacy choices,
// medical records, the full report and the profile.

type Entitled = Pick<User, "credits" | "creditsExpiresAt"> & SubscriptionFields;

/** Credits that may still be spent: expired credits count as none. */
export function usableCredits(user: Pick<User, "credits" | "creditsExpiresAt">, now = new Date()): number {
  if (user.credits <= 0) return 0;
  if (user.creditsExpiresAt && user.creditsExpiresAt <= now) return 0;
  return user.credits;
}

/** An active subscription whose paid period has not run out (subscriptionStatusAt). */
export function hasActiveSubscription(user: SubscriptionFields, now = new Date()): boolean {
  return subscriptionStatusAt(user, now) === "active";
}

/** Credits above 0 or an active subscription (spec section 6). */
export function isPayingUser(user: Entitled | null, now = new Date()): boolean {
  return !!user && (usableCredits(user, now) > 0 || hasActiveSubscription(user, now));
}

export function maxPhotosPerReport(user: Entitled | null, settings: Settings, now = new Date()): number {
  return isPayingUser(user, now) ? settings.max_photos_per_report_paid : settings.max_photos_per_report_free;
}
