// The spot fields' limits, apart from their zod schemas (schemas.ts) so client forms can use them
// without bringing zod into the page's JavaScript. The database holds the same limits.

export const LABEL_MAX_LENGTH = 80;
export const REMINDER_MIN_DAYS = 30;
export const REMINDER_MAX_DAYS = 365;

/** The reminder intervals the pages offer, in days: a new spot's choices and a spot page's alike. */
export const REMINDER_INTERVALS = [30, 90, 180, 365] as const;
