import { retentionIsUnlimited, type Settings } from "@/lib/settings/schema";

/** Whose retention settings decide when the report expires. */
export type RetentionTier = "free" | "credit" | "subscription";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a report made now by a user of this tier expires; null means it is kept forever. */
export function reportExpiry(tier: RetentionTier, settings: Settings, now: Date = new Date()): Date | null {
  const days = {
    free: settings.free_report_retention_days,
    credit: settings.credit_report_retention_days,
    subscription: settings.subscription_report_retention_days,
  }[tier];
  return retentionIsUnlimited(days) ? null : new Date(now.getTime() + days * DAY_MS);
}
