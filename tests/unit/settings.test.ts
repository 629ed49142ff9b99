import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  SettingsSchema,
  creditExpirationMonths,
  pricingView,
  retentionIsUnlimited,
} from "@/lib/settings/schema";

describe("settings defaults", () => {
  it("match the spec's business constants", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      credit_prices: { "1_credit": 9.99, "3_credits": 19.99, "10_credits": 79.99 },
      subscription_price: 7.99,
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
    ["a negative price", { subscription_price: -1 }, "subscription_price"],
    ["a price with fractions of cents", { subscription_price: 7.999 }, "subscription_price"],
    ["retention below -1", { free_report_retention_days: -2 }, "free_report_retention_days"],
    ["zero photos", { max_photos_per_report_free: 0 }, "max_photos_per_report_free"],
    [
      "an extra credit package",
      { credit_prices: { "1_credit": 1, "3_credits": 2, "10_credits": 3, "5_credits": 4 } },
      "credit_prices",
    ],
    ["a non-integer cap", { subscription_monthly_cap: 2.5 }, "subscription_monthly_cap"],
    ["a string flag", { enable_first_free_report: "yes" }, "enable_first_free_report"],
  ])("refuses %s", (_name, input, field) => {
    const result = SettingsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
