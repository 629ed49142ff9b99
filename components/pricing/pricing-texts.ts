// Texts of /pricing and the landing page's pricing cards that the pages and their tests share
// (spec sections 2, 8 and 9). The numbers in them are the offer's (lib/pricing/offer.ts), never
// written here.

export { PAYMENT_FAILED, SUBSCRIPTION_ACTIVE_URL } from "@/lib/billing/texts";
export const PRICING_HEADING = "Simple pricing for clear answers";
export const PREMIUM_PLAN = "Premium Unlimited";
export const PAY_PER_USE_PLAN = "Pay Per Use";
/** The Free plan's claim, shown only while `enable_first_free_report` is on. */
export const FIRST_REPORT_FREE = "Your first full report free";

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 photo per report" or "Up to 3 photos per report" (max_photos_per_report_free/paid). */
export function photosPerReport(max: number): string {
  return max === 1 ? "1 photo per report" : `Up to ${max} photos per report`;
}

/** The subscription's full reports within its monthly cap (subscription_monthly_cap). */
export function unlimitedReports(monthlyCap: number): string {
  return `Unlimited full reports (fair use: up to ${monthlyCap} a month)`;
}

/** "1 credit per full report" (credits_per_full_report). */
export function creditsPerFullReport(credits: number): string {
  return `${counted(credits, "credit", "credits")} per full report`;
}

/** How long bought credits last, in months (credits_expiry_days / 30, rounded). */
export function creditsValidFor(months: number): string {
  return `Credits stay valid for ${counted(months, "month", "months")}`;
}

/** The referral programme's terms, for the teaser of a signed-in viewer. */
export function referralTeaser(terms: { friendCredits: number; referrerReward: number }): string {
  const friend = `Invite a friend: they get ${counted(terms.friendCredits, "free credit", "free credits")}`;
  if (terms.referrerReward <= 0) return `${friend}.`;
  return `${friend}, and you earn ${counted(terms.referrerReward, "credit", "credits")} for every friend who redeems your invitation.`;
}

/** The end of the FAQ's "Can I get credits for free?", after a link to the Free Credits page. */
export function referralAnswer(terms: { friendCredits: number; referrerReward: number }): string {
  const friend = `they get ${counted(terms.friendCredits, "free credit", "free credits")}`;
  if (terms.referrerReward <= 0) return `${friend}.`;
  return `${friend}, and you get ${counted(terms.referrerReward, "credit", "credits")} for each friend who joins.`;
}
