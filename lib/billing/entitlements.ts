import type { User } from "@/lib/generated/prisma/client";
import type { Settings } from "@/lib/settings/schema";

// Who counts as paying, in one place: used by photo limits, privacy choices,
// medical records, the full report and the profile.

type Entitled = Pick<
  User,
  "credits" | "creditsExpiresAt" | "subscriptionStatus" | "subscriptionExpiresAt" | "currentPeriodEnd"
>;

/** Credits that may still be spent: expired credits count as none. */
export function usableCredits(user: Pick<User, "credits" | "creditsExpiresAt">, now = new Date()): number {
  if (user.credits <= 0) return 0;
  if (user.creditsExpiresAt && user.creditsExpiresAt <= now) return 0;
  return user.credits;
}

/** An active subscription whose paid period has not run out. */
export function hasActiveSubscription(
  user: Pick<User, "subscriptionStatus" | "subscriptionExpiresAt" | "currentPeriodEnd">,
  now = new Date(),
): boolean {
  if (user.subscriptionStatus !== "active") return false;
  const end = user.subscriptionExpiresAt ?? user.currentPeriodEnd;
  return !end || end > now;
}

/** Credits above 0 or an active subscription (spec section 6). */
export function isPayingUser(user: Entitled | null, now = new Date()): boolean {
  return !!user && (usableCredits(user, now) > 0 || hasActiveSubscription(user, now));
}

export function maxPhotosPerReport(user: Entitled | null, settings: Settings, now = new Date()): number {
  return isPayingUser(user, now) ? settings.max_photos_per_report_paid : settings.max_photos_per_report_free;
}
