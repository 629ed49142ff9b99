// Texts every console tab shares.

/** The word a hard delete asks to be typed (spec section 4). */
export const HARD_DELETE_WORD = "DELETE";
export const NOTHING_FOUND = "Nothing matches these filters.";
export const TRY_AGAIN = "Try again";

/** The banner over every tab while production has no e-mail provider (email-provider-banner.tsx). */
export const EMAIL_BANNER_TITLE = "E-mail is not configured";
export const EMAIL_BANNER_TEXT =
  "This production server has no e-mail provider: sign-in codes and every other message stay in the outbox and reach nobody.";
export const EMAIL_BANNER_ACTION = "Save a Resend key";
