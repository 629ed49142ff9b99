import type { User } from "@/lib/generated/prisma/client";
import type { Settings } from "@/lib/settings/schema";
import { subscriptionStatusAt, type SubscriptionFields } from "./subscription-status";

// Who counts as paying, in one place: the analysis decision (lib/analysis/permissions.ts) and
// through it the entitlements every page reads.

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

/**
 * Paying: credits above 0 or an active subscription (spec section 6). The one definition: more
 * photos, private reports, context notes and medical records follow from it.
 */
export function isPaying(facts: { usableCredits: number; activeSubscription: boolean }): boolean {
  return facts.usableCredits > 0 || facts.activeSubscription;
}

export function isPayingUser(user: Entitled | null, now = new Date()): boolean {
  return (
    !!user &&
    isPaying({
      usableCredits: usableCredits(user, now),
      activeSubscription: hasActiveSubscription(user, now),
    })
  );
}

/** The photos a report may have: the paid plan's number for someone paying, else the free one. */
export function photoLimit(
  paying: boolean,
  settings: Pick<Settings, "max_photos_per_report_free" | "max_photos_per_report_paid">,
): number {
  return paying ? settings.max_photos_per_report_paid : settings.max_photos_per_report_free;
}

export function maxPhotosPerReport(user: Entitled | null, settings: Settings, now = new Date()): number {
  return photoLimit(isPayingUser(user, now), settings);
}
