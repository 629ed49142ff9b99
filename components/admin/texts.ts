// Texts every console tab shares.

/** The word a hard delete asks to be typed (spec section 4). */
export const HARD_DELETE_WORD = "DELETE";
export const NOTHING_FOUND = "Nothing matches these filters.";
export const TRY_AGAIN = "Try again";
