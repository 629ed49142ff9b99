import { describe, expect, it } from "vitest";
import { fallbackPricingOffer, pricingOffer, subscriptionSavings } from "@/lib/pricing/offer";
import { DEFAULT_SETTINGS } from "@/lib/settings/schema";

describe("the subscription's savings claim", () => {
  it.each([
    ["the default prices", 9.99, 7.99, { percent: 20, perYear: 24 }],
    ["a cheap subscription", 10, 5, { percent: 50, perYear: 60 }],
    ["a saving of 33.3 per cent, rounded down", 9, 6, { percent: 33, perYear: 36 }],
    ["a subscription that costs the same as a credit", 9.99, 9.99, null],
    ["a subscription dearer than a credit", 5, 7.99, null],
    ["a saving under one per cent", 100, 99.5, null],
  ])("with %s", (_case, creditPrice, subscriptionPrice, expected) => {
    expect(subscriptionSavings({ creditPrice, subscriptionPrice })).toEqual(expected);
  });
});

describe("the pricing page's offer", () => {
  it("prices the 1, 3 and 10 credit packs from the settings, with their price per credit", () => {
    const offer = pricingOffer(DEFAULT_SETTINGS);
    expect(offer.packs).toEqual([
      { id: "1_credit", credits: 1, price: 9.99, perCredit: 9.99, percentOff: 0 },
      { id: "3_credits", credits: 3, price: 19.99, perCredit: 6.66, percentOff: 33 },
      { id: "10_credits", credits: 10, price: 79.99, perCredit: 8, percentOff: 19 },
    ]);
  });

  it("bills the subscription yearly at 12 times the monthly price", () => {
    const offer = pricingOffer({ ...DEFAULT_SETTINGS, subscription_price: 12.49 });
    expect(offer.subscription).toMatchObject({ monthly: 12.49, yearly: 149.88, monthlyCap: 50 });
  });

  it("shows the credit expiry in months, days / 30 rounded", () => {
    expect(pricingOffer(DEFAULT_SETTINGS).creditExpiryMonths).toBe(6);
    expect(pricingOffer({ ...DEFAULT_SETTINGS, credits_expiry_days: 365 }).creditExpiryMonths).toBe(12);
    expect(pricingOffer({ ...DEFAULT_SETTINGS, credits_expiry_days: 44 }).creditExpiryMonths).toBe(1);
  });

  it("falls back to 9.99 per credit and 7.99 a month when the settings cannot be read", () => {
    const offer = fallbackPricingOffer({
      ...DEFAULT_SETTINGS,
      credit_prices: { ...DEFAULT_SETTINGS.credit_prices, "1_credit": 4 },
      subscription_price: 3,
    });
    expect(offer.packs[0]?.price).toBe(9.99);
    expect(offer.subscription.monthly).toBe(7.99);
  });
});
