import { describe, expect, it } from "vitest";
import {
  fallbackPricingOffer,
  landingPricing,
  pricingOffer,
  SUBSCRIPTION_BILLED_MONTHS,
  subscriptionSavings,
} from "@/lib/pricing/offer";
import { DEFAULT_SETTINGS } from "@/lib/settings/schema";
import { REFERRAL_FRIEND_CREDITS, REFERRAL_REFERRER_REWARD } from "@/lib/vouchers/terms";

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
    expect(offer.subscription).toMatchObject({
      monthly: 12.49,
      yearly: 149.88,
      billedMonths: 12,
      monthlyCap: 50,
    });
    expect(SUBSCRIPTION_BILLED_MONTHS).toBe(12);
  });

  it("takes the photo limits, the monthly cap and the first free report from the settings", () => {
    const offer = pricingOffer({
      ...DEFAULT_SETTINGS,
      max_photos_per_report_free: 2,
      max_photos_per_report_paid: 5,
      subscription_monthly_cap: 30,
      enable_first_free_report: false,
    });
    expect(offer.photosPerReport).toEqual({ free: 2, paid: 5 });
    expect(offer.subscription.monthlyCap).toBe(30);
    expect(offer.firstReportFree).toBe(false);
    expect(pricingOffer(DEFAULT_SETTINGS)).toMatchObject({
      photosPerReport: { free: 1, paid: 3 },
      firstReportFree: true,
    });
  });

  it("describes the referral programme with the terms new referral codes are made with", () => {
    expect(pricingOffer(DEFAULT_SETTINGS).referral).toEqual({
      friendCredits: REFERRAL_FRIEND_CREDITS,
      referrerReward: REFERRAL_REFERRER_REWARD,
    });
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

describe("the landing page's pricing cards", () => {
  it("show the single credit's price per full report, the subscription, the cap, the photo limits and the first free report", () => {
    expect(landingPricing(pricingOffer(DEFAULT_SETTINGS))).toEqual({
      fullReportPrice: 9.99,
      creditsPerFullReport: 1,
      subscriptionPrice: 7.99,
      monthlyCap: 50,
      photosPerReport: { free: 1, paid: 3 },
      firstReportFree: true,
    });
  });

  it("price a full report at as many single credits as it uses", () => {
    const pricing = landingPricing(pricingOffer({ ...DEFAULT_SETTINGS, credits_per_full_report: 3 }));
    expect(pricing).toMatchObject({ fullReportPrice: 29.97, creditsPerFullReport: 3 });
  });
});
