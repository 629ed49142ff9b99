import { z } from "zod";

// Admin-editable business settings with the defaults of the specs' section 9.
// One object, stored as one row, validated on every read and write.

const price = z.number().positive().max(10_000).multipleOf(0.01);
/** Days a report is kept; -1 and 0 both mean forever. */
const retentionDays = z.number().int().min(-1).max(36_500);

export const CREDIT_PACKAGES = { "1_credit": 1, "3_credits": 3, "10_credits": 10 } as const;
export type CreditPackage = keyof typeof CREDIT_PACKAGES;

export const SettingsSchema = z.object({
  credit_prices: z
    .object({ "1_credit": price, "3_credits": price, "10_credits": price })
    .strict()
    .default({ "1_credit": 9.99, "3_credits": 19.99, "10_credits": 79.99 }),
  /** Per month; billed yearly as 12 times this. */
  subscription_price: price.default(7.99),
  credits_per_full_report: z.number().int().min(1).max(100).default(1),
  credits_expiry_days: z.number().int().min(1).max(3650).default(180),
  subscription_monthly_cap: z.number().int().min(1).max(10_000).default(50),
  max_photos_per_report_free: z.number().int().min(1).max(10).default(1),
  max_photos_per_report_paid: z.number().int().min(1).max(10).default(3),
  free_report_retention_days: retentionDays.default(30),
  credit_report_retention_days: retentionDays.default(-1),
  subscription_report_retention_days: retentionDays.default(-1),
  /** Free summaries per day and per month; 0 disables free summaries. */
  fair_use_limit_daily: z.number().int().min(0).max(10_000).default(5),
  fair_use_limit_monthly: z.number().int().min(0).max(100_000).default(20),
  enable_first_free_report: z.boolean().default(true),
});

export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

/** Shown as months on the pricing page: days / 30, rounded. */
export function creditExpirationMonths(settings: Pick<Settings, "credits_expiry_days">): number {
  return Math.round(settings.credits_expiry_days / 30);
}

/** -1 and 0 both mean that reports are kept forever. */
export function retentionIsUnlimited(days: number): boolean {
  return days <= 0;
}

export function pricingView(settings: Settings) {
  return {
    credit_prices: settings.credit_prices,
    subscription_price: settings.subscription_price,
    credits_per_full_report: settings.credits_per_full_report,
    credit_expiration_months: creditExpirationMonths(settings),
    credits_expiry_days: settings.credits_expiry_days,
    subscription_monthly_cap: settings.subscription_monthly_cap,
    max_photos_per_report_free: settings.max_photos_per_report_free,
    max_photos_per_report_paid: settings.max_photos_per_report_paid,
    // The free plan's offer: whether the first full report is free.
    enable_first_free_report: settings.enable_first_free_report,
  };
}

export function retentionView(settings: Settings) {
  return {
    free_report_retention_days: settings.free_report_retention_days,
    credit_report_retention_days: settings.credit_report_retention_days,
    subscription_report_retention_days: settings.subscription_report_retention_days,
  };
}
