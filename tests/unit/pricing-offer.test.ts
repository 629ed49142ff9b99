import { describe, expect, it } from "vitest";
import {
  fallbackPricingOffer,
  landingPricing,
  pricingOffer,
  pricingOfferOfAnswer,
  SUBSCRIPTION_BILLED_MONTHS,
  subscriptionSavings,
} from "@/lib/pricing/offer";
import { DEFAULT_SETTINGS, pricingView } from "@/lib/settings/schema";
import { REFERRAL_FRIEND_CREDITS, REFERRAL_REFERRER_REWARD } from "@/lib/vouchers/terms";

describe("the subscription's savings claim", () => {
  it.each([
    ["the default prices", 999, 799, { percent: 20, perYearCents: 2400 }],
    ["a cheap subscription", 1000, 500, { percent: 50, perYearCents: 6000 }],
    ["a saving of 33.3 per cent, rounded down", 900, 600, { percent: 33, perYearCents: 3600 }],
    ["a subscription that costs the same as a credit", 999, 999, null],
    ["a subscription dearer than a credit", 500, 799, null],
    ["a saving under one per cent", 10000, 9950, null],
  ])("with %s", (_case, creditCents, subscriptionCents, expected) => {
    expect(subscriptionSavings({ creditCents, subscriptionCents })).toEqual(expected);
  });
});

describe("the pricing page's offer", () => {
  it("prices the 1, 3 and 10 credit packs from the settings in cents, with their price per credit", () => {
    const offer = pricingOffer(DEFAULT_SETTINGS);
    expect(offer.packs).toEqual([
      { id: "1_credit", credits: 1, priceCents: 999, perCreditCents: 999, percentOff: 0 },
      { id: "3_credits", credits: 3, priceCents: 1999, perCreditCents: 666, percentOff: 33 },
      { id: "10_credits", credits: 10, priceCents: 7999, perCreditCents: 800, percentOff: 19 },
    ]);
  });

  it("reads the same offer from the euros of GET /api/settings/pricing, even those not exact in binary", () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    const settings = {
      ...DEFAULT_SETTINGS,
      credit_prices_cents: { "1_credit": 29, "3_credits": 57, "10_credits": 115 },
      subscription_price_cents: 29,
    };
    const answer = pricingView(settings);
    expect(answer).toMatchObject({
      credit_prices: { "1_credit": 0.29, "3_credits": 0.57, "10_credits": 1.15 },
      subscription_price: 0.29,
    });
    const offer = pricingOfferOfAnswer(answer);
    expect(offer).toEqual(pricingOffer(settings));
    expect(offer.packs.map((pack) => pack.priceCents)).toEqual([29, 57, 115]);
    expect(offer.subscription).toMatchObject({ monthlyCents: 29, yearlyCents: 348 });
  });

  it("bills the subscription yearly at 12 times the monthly price", () => {
    const offer = pricingOffer({ ...DEFAULT_SETTINGS, subscription_price_cents: 1249 });
    expect(offer.subscription).toMatchObject({
      monthlyCents: 1249,
      yearlyCents: 14988,
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
      credit_prices_cents: { ...DEFAULT_SETTINGS.credit_prices_cents, "1_credit": 400 },
      subscription_price_cents: 300,
    });
    expect(offer.packs[0]?.priceCents).toBe(999);
    expect(offer.subscription.monthlyCents).toBe(799);
  });
});

describe("the landing page's pricing cards", () => {
  it("show the single credit's price per full report, the subscription, the cap, the photo limits and the first free report", () => {
    expect(landingPricing(pricingOffer(DEFAULT_SETTINGS))).toEqual({
      fullReportPriceCents: 999,
      creditsPerFullReport: 1,
      subscriptionPriceCents: 799,
      monthlyCap: 50,
      photosPerReport: { free: 1, paid: 3 },
      firstReportFree: true,
    });
  });

  it("price a full report at as many single credits as it uses", () => {
    const pricing = landingPricing(pricingOffer({ ...DEFAULT_SETTINGS, credits_per_full_report: 3 }));
    expect(pricing).toMatchObject({ fullReportPriceCents: 2997, creditsPerFullReport: 3 });
  });
});
