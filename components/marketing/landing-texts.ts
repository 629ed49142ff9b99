// Texts of the landing page that tests check, in one place.
export const HERO_HEADING = "AI skin analysis in seconds";
/** Spec section 2: the closing call to action. */
export const CLOSING_CTA = "Try Now - It's Free";
