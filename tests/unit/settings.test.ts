import { describe, expect, it } from "vitest";
import { centsFromEuros } from "@/lib/billing/money";
import {
  DEFAULT_SETTINGS,
  SettingsInEurosSchema,
  SettingsSchema,
  creditExpirationMonths,
  pricingView,
  retentionIsUnlimited,
  settingsFromEuros,
  settingsInEuros,
} from "@/lib/settings/schema";

describe("settings defaults", () => {
  it("match the spec's business constants", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      credit_prices_cents: { "1_credit": 999, "3_credits": 1999, "10_credits": 7999 },
      subscription_price_cents: 799,
      credits_per_full_report: 1,
      credits_expiry_days: 180,
      subscription_monthly_cap: 50,
      max_photos_per_report_free: 1,
      max_photos_per_report_paid: 3,
      free_report_retention_days: 30,
      credit_report_retention_days: -1,
      subscription_report_retention_days: -1,
      fair_use_limit_daily: 5,
      fair_use_limit_monthly: 20,
      enable_first_free_report: true,
      // Not the spec's: where the analysis runs, as the privacy policy says (docs/analysis.md).
      ai_processing: "openai",
    });
  });

  it("shows credit expiry in months as days / 30, rounded", () => {
    expect(creditExpirationMonths({ credits_expiry_days: 180 })).toBe(6);
    expect(creditExpirationMonths({ credits_expiry_days: 45 })).toBe(2);
    expect(pricingView(DEFAULT_SETTINGS).credit_expiration_months).toBe(6);
  });

  it("treats -1 and 0 retention as unlimited", () => {
    expect(retentionIsUnlimited(-1)).toBe(true);
    expect(retentionIsUnlimited(0)).toBe(true);
    expect(retentionIsUnlimited(30)).toBe(false);
  });
});

describe("settings validation", () => {
  it("accepts 0 fair-use limits, which disable free summaries", () => {
    const parsed = SettingsSchema.parse({ fair_use_limit_daily: 0, fair_use_limit_monthly: 0 });
    expect(parsed.fair_use_limit_daily).toBe(0);
  });

  it.each([
    ["a negative price", { subscription_price_cents: -1 }, "subscription_price_cents"],
    ["a price with fractions of cents", { subscription_price_cents: 799.9 }, "subscription_price_cents"],
    ["a price over 10 000 euros", { subscription_price_cents: 1_000_001 }, "subscription_price_cents"],
    ["retention below -1", { free_report_retention_days: -2 }, "free_report_retention_days"],
    ["zero photos", { max_photos_per_report_free: 0 }, "max_photos_per_report_free"],
    [
      "an extra credit package",
      { credit_prices_cents: { "1_credit": 1, "3_credits": 2, "10_credits": 3, "5_credits": 4 } },
      "credit_prices_cents",
    ],
    ["a non-integer cap", { subscription_monthly_cap: 2.5 }, "subscription_monthly_cap"],
    ["a string flag", { enable_first_free_report: "yes" }, "enable_first_free_report"],
  ])("refuses %s", (_name, input, field) => {
    const result = SettingsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe("settings in euros, as the spec's answers and the console's form have them", () => {
  it("give the defaults' prices as the spec writes them, under the spec's names", () => {
    const { credit_prices, subscription_price, ...limits } = settingsInEuros(DEFAULT_SETTINGS);
    expect({ credit_prices, subscription_price }).toEqual({
      credit_prices: { "1_credit": 9.99, "3_credits": 19.99, "10_credits": 79.99 },
      subscription_price: 7.99,
    });
    expect(SettingsInEurosSchema.parse({})).toEqual(settingsInEuros(DEFAULT_SETTINGS));
    expect(limits).not.toHaveProperty("subscription_price_cents");
    const { credit_prices: shown, subscription_price: monthly } = pricingView(DEFAULT_SETTINGS);
    expect({ shown, monthly }).toEqual({ shown: credit_prices, monthly: subscription_price });
  });

  it("become exactly as many cents and back, for every price the form accepts", () => {
    // 0.29 * 100 is 28.999999999999996 and 1.15 * 100 is 114.99999999999999 in floating point.
    for (const [euros, cents] of [
      [0.29, 29],
      [1.15, 115],
      [9.99, 999],
      [0.01, 1],
      [10_000, 1_000_000],
    ] as const) {
      const settings = settingsFromEuros(
        SettingsInEurosSchema.parse({
          subscription_price: euros,
          credit_prices: { "1_credit": euros, "3_credits": 19.99, "10_credits": 79.99 },
        }),
      );
      expect(settings.subscription_price_cents).toBe(cents);
      expect(settings.credit_prices_cents["1_credit"]).toBe(cents);
      expect(SettingsSchema.parse(settings)).toEqual(settings);
      expect(settingsInEuros(settings).subscription_price).toBe(euros);
    }
    // Every amount up to 100 euros, and from there to 10 000 every 97th: the euros answered are
    // accepted back and give the same cents.
    const euroPrice = SettingsInEurosSchema.shape.subscription_price;
    for (let cents = 1; cents <= 1_000_000; cents += cents < 10_000 ? 1 : 97) {
      const { subscription_price } = settingsInEuros({
        ...DEFAULT_SETTINGS,
        subscription_price_cents: cents,
      });
      expect(centsFromEuros(euroPrice.parse(subscription_price))).toBe(cents);
    }
  });

  it.each([
    ["a negative price", { subscription_price: -1 }, "subscription_price"],
    ["a price with fractions of cents", { subscription_price: 7.999 }, "subscription_price"],
    ["a price over 10 000 euros", { subscription_price: 10_000.01 }, "subscription_price"],
  ])("refuse %s, naming the field", (_name, input, field) => {
    const result = SettingsInEurosSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it("know no price in cents: the console cannot set one", () => {
    const result = SettingsInEurosSchema.strict().safeParse({ subscription_price_cents: 799 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: "unrecognized_keys", keys: ["subscription_price_cents"] }),
    ]);
  });
});
