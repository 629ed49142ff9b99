import { centsFromEuros } from "@/lib/billing/money";
import {
  CREDIT_PACKAGES,
  creditExpirationMonths,
  type CreditPackage,
  mapCreditPrices,
  type PricingView,
  type Settings,
} from "@/lib/settings/schema";
import { REFERRAL_TERMS, type ReferralTerms } from "@/lib/vouchers/terms";

// What /pricing and the landing page's pricing cards offer, from the settings: the plans, the
// per-credit price of each pack, the subscription's savings over buying single credits monthly,
// the photo limits, the first free report, and the referral programme's terms. The pages show
// these numbers and write none of their own. Prices are in cents, as the settings hold them; the pages
// format them in their language (next-intl's formatter).

/** Spec section 8: when pricing cannot be read, 9.99 per credit and 7.99 a month. */
export const FALLBACK_CREDIT_PRICE_CENTS = 999;
export const FALLBACK_SUBSCRIPTION_PRICE_CENTS = 799;

export type Savings = {
  /** Whole per cent saved each month, rounded down so the claim is never overstated. */
  percent: number;
  /** Saved over a year of monthly single credits. */
  perYearCents: number;
};

/** The subscription is billed yearly: this many months at the monthly price. */
export const SUBSCRIPTION_BILLED_MONTHS = 12;

/**
 * The subscription's saving against buying one single credit every month (spec
 * section 9), or null when the subscription is not cheaper, so no claim is made.
 */
export function subscriptionSavings(prices: {
  creditCents: number;
  subscriptionCents: number;
}): Savings | null {
  const single = prices.creditCents;
  const monthly = prices.subscriptionCents;
  if (single <= 0 || monthly >= single) return null;
  const percent = Math.floor(((single - monthly) * 100) / single);
  if (percent < 1) return null;
  return { percent, perYearCents: (single - monthly) * SUBSCRIPTION_BILLED_MONTHS };
}

export type CreditPack = {
  id: CreditPackage;
  credits: number;
  priceCents: number;
  /** Price of one credit in this pack, rounded to the cent. */
  perCreditCents: number;
  /** Whole per cent saved against buying the same number of single credits; 0 for the single credit. */
  percentOff: number;
};

export type PricingOffer = {
  subscription: {
    monthlyCents: number;
    yearlyCents: number;
    /** Months one yearly payment covers. */
    billedMonths: number;
    monthlyCap: number;
    savings: Savings | null;
  };
  packs: CreditPack[];
  creditExpiryMonths: number;
  creditsPerFullReport: number;
  /** Photos one report may have: without credits or a subscription, and with them. */
  photosPerReport: { free: number; paid: number };
  /** Whether a verified newcomer's first full report is free (`enable_first_free_report`). */
  firstReportFree: boolean;
  referral: ReferralTerms;
};

type PricingSettings = Pick<
  Settings,
  | "credit_prices_cents"
  | "subscription_price_cents"
  | "credits_expiry_days"
  | "subscription_monthly_cap"
  | "credits_per_full_report"
  | "max_photos_per_report_free"
  | "max_photos_per_report_paid"
  | "enable_first_free_report"
>;

export function pricingOffer(settings: PricingSettings): PricingOffer {
  const singleCents = settings.credit_prices_cents["1_credit"];
  const monthlyCents = settings.subscription_price_cents;
  const packs = (Object.entries(CREDIT_PACKAGES) as [CreditPackage, number][]).map(([id, credits]) => {
    const priceCents = settings.credit_prices_cents[id];
    const perCreditCents = Math.round(priceCents / credits);
    const full = singleCents * credits;
    const percentOff =
      credits === 1 || full <= 0 ? 0 : Math.max(0, Math.floor(((full - priceCents) * 100) / full));
    return { id, credits, priceCents, perCreditCents, percentOff };
  });
  return {
    subscription: {
      monthlyCents,
      yearlyCents: monthlyCents * SUBSCRIPTION_BILLED_MONTHS,
      billedMonths: SUBSCRIPTION_BILLED_MONTHS,
      monthlyCap: settings.subscription_monthly_cap,
      savings: subscriptionSavings({ creditCents: singleCents, subscriptionCents: monthlyCents }),
    },
    packs,
    creditExpiryMonths: creditExpirationMonths(settings),
    creditsPerFullReport: settings.credits_per_full_report,
    photosPerReport: {
      free: settings.max_photos_per_report_free,
      paid: settings.max_photos_per_report_paid,
    },
    firstReportFree: settings.enable_first_free_report,
    referral: REFERRAL_TERMS,
  };
}

/** The offer when the settings cannot be read: the spec's fallback prices over the defaults. */
export function fallbackPricingOffer(defaults: Settings): PricingOffer {
  return pricingOffer({
    ...defaults,
    credit_prices_cents: { ...defaults.credit_prices_cents, "1_credit": FALLBACK_CREDIT_PRICE_CENTS },
    subscription_price_cents: FALLBACK_SUBSCRIPTION_PRICE_CENTS,
  });
}

/** The offer of GET /api/settings/pricing's answer (the account page reads it in the browser): its euros in cents. */
export function pricingOfferOfAnswer({
  credit_prices,
  subscription_price,
  ...settings
}: PricingView): PricingOffer {
  return pricingOffer({
    ...settings,
    credit_prices_cents: mapCreditPrices(credit_prices, centsFromEuros),
    subscription_price_cents: centsFromEuros(subscription_price),
  });
}

/** What the landing page's three cards show of the offer (only this goes into its kept page's version). */
export type LandingPricing = {
  /** Single credits for one full report. */
  fullReportPriceCents: number;
  creditsPerFullReport: number;
  subscriptionPriceCents: number;
  monthlyCap: number;
  photosPerReport: { free: number; paid: number };
  firstReportFree: boolean;
};

export function landingPricing(offer: PricingOffer): LandingPricing {
  const single = offer.packs.find((pack) => pack.credits === 1)!;
  return {
    fullReportPriceCents: single.priceCents * offer.creditsPerFullReport,
    creditsPerFullReport: offer.creditsPerFullReport,
    subscriptionPriceCents: offer.subscription.monthlyCents,
    monthlyCap: offer.subscription.monthlyCap,
    photosPerReport: offer.photosPerReport,
    firstReportFree: offer.firstReportFree,
  };
}
