import { z } from "zod";
import { centsFromEuros, eurosFromCents } from "@/lib/billing/money";

// Admin-editable business settings with the defaults of the specs' section 9.
// One object, stored as one row, validated on every read and write.
// Prices are held in whole cents (`credit_prices_cents`, `subscription_price_cents`), like every
// amount (lib/billing/money.ts). The spec's answers and the console's form give them in euros under
// the spec's names (`credit_prices`, `subscription_price`): SettingsInEuros, converted at those edges.

/** At most 10 000 euros. */
const priceCents = z.number().int().positive().max(1_000_000);
/** The same price in euros, as people type it: at most two decimals. */
const priceEuros = z.number().positive().max(10_000).multipleOf(0.01);
/** Days a report is kept; -1 and 0 both mean forever. */
const retentionDays = z.number().int().min(-1).max(36_500);

export const CREDIT_PACKAGES = { "1_credit": 1, "3_credits": 3, "10_credits": 10 } as const;
export type CreditPackage = keyof typeof CREDIT_PACKAGES;

export type CreditPrices = Record<CreditPackage, number>;

const DEFAULT_CREDIT_PRICES_CENTS: CreditPrices = { "1_credit": 999, "3_credits": 1999, "10_credits": 7999 };
const DEFAULT_SUBSCRIPTION_PRICE_CENTS = 799;

const creditPrices = (price: z.ZodNumber) =>
  z.object({ "1_credit": price, "3_credits": price, "10_credits": price }).strict();

/** Each package's price converted by `convert` (centsFromEuros, eurosFromCents). */
export function mapCreditPrices(prices: CreditPrices, convert: (price: number) => number): CreditPrices {
  return {
    "1_credit": convert(prices["1_credit"]),
    "3_credits": convert(prices["3_credits"]),
    "10_credits": convert(prices["10_credits"]),
  };
}

/** Every setting but the prices: the same in both forms. */
const OTHER_SETTINGS = {
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
  /**
   * Where the analysis runs, as the privacy policy and terms tell people: `openai`, or
   * `own_servers` when the AI server is the operator's own (docs/analysis.md, "Other AI servers").
   */
  ai_processing: z.enum(["openai", "own_servers"]).default("openai"),
};

/** The settings as stored and used. */
export const SettingsSchema = z.object({
  credit_prices_cents: creditPrices(priceCents).default(DEFAULT_CREDIT_PRICES_CENTS),
  /** Per month; billed yearly as 12 times this. */
  subscription_price_cents: priceCents.default(DEFAULT_SUBSCRIPTION_PRICE_CENTS),
  ...OTHER_SETTINGS,
});

export type Settings = z.infer<typeof SettingsSchema>;

/** The settings as the spec's answers give them and the console's form posts them: prices in euros. */
export const SettingsInEurosSchema = z.object({
  credit_prices: creditPrices(priceEuros).default(
    mapCreditPrices(DEFAULT_CREDIT_PRICES_CENTS, eurosFromCents),
  ),
  subscription_price: priceEuros.default(eurosFromCents(DEFAULT_SUBSCRIPTION_PRICE_CENTS)),
  ...OTHER_SETTINGS,
});

export type SettingsInEuros = z.infer<typeof SettingsInEurosSchema>;

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

/** The settings as the answers give them (the console's tab, the testing endpoint): prices in euros. */
export function settingsInEuros({
  credit_prices_cents,
  subscription_price_cents,
  ...others
}: Settings): SettingsInEuros {
  return {
    credit_prices: mapCreditPrices(credit_prices_cents, eurosFromCents),
    subscription_price: eurosFromCents(subscription_price_cents),
    ...others,
  };
}

/** The settings to store from the console's euros: exact, as SettingsInEurosSchema allows two decimals at most. */
export function settingsFromEuros({
  credit_prices,
  subscription_price,
  ...others
}: SettingsInEuros): Settings {
  return {
    credit_prices_cents: mapCreditPrices(credit_prices, centsFromEuros),
    subscription_price_cents: centsFromEuros(subscription_price),
    ...others,
  };
}

/** Shown as months on the pricing page: days / 30, rounded. */
export function creditExpirationMonths(settings: Pick<Settings, "credits_expiry_days">): number {
  return Math.round(settings.credits_expiry_days / 30);
}

/** -1 and 0 both mean that reports are kept forever. */
export function retentionIsUnlimited(days: number): boolean {
  return days <= 0;
}

/** GET /api/settings/pricing: prices in euros, as the spec has them. */
/** GET /api/settings/pricing: prices in euros and the plans' terms. */
export const PricingAnswer = SettingsInEurosSchema.pick({
  credit_prices: true,
  subscription_price: true,
  credits_per_full_report: true,
  credits_expiry_days: true,
  subscription_monthly_cap: true,
  max_photos_per_report_free: true,
  max_photos_per_report_paid: true,
  enable_first_free_report: true,
}).extend({ credit_expiration_months: z.number().int() });

/** GET /api/settings/retention: days each kind of report is kept; -1 keeps it for good. */
export const RetentionAnswer = SettingsInEurosSchema.pick({
  free_report_retention_days: true,
  credit_report_retention_days: true,
  subscription_report_retention_days: true,
});

export function pricingView(settings: Settings) {
  const { credit_prices, subscription_price } = settingsInEuros(settings);
  return {
    credit_prices,
    subscription_price,
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

export type PricingView = ReturnType<typeof pricingView>;

export function retentionView(settings: Settings) {
  return {
    free_report_retention_days: settings.free_report_retention_days,
    credit_report_retention_days: settings.credit_report_retention_days,
    subscription_report_retention_days: settings.subscription_report_retention_days,
  };
}
