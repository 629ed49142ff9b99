// Texts of the landing page that tests check, in one place.
export const HERO_HEADING = "AI skin analysis in seconds";
/** Spec section 2: the closing call to action. */
export const CLOSING_CTA = "Try Now - It's Free";

/** Under "Start free, upgrade when you need more": what a full report costs (credits_per_full_report). */
export function pricingSectionText(creditsPerFullReport: number): string {
  const uses = creditsPerFullReport === 1 ? "a credit" : `${creditsPerFullReport} credits`;
  return `Every analysis starts with a free summary. Full reports use ${uses}, or come unlimited with Premium.`;
}
