// The spot fields' limits, apart from their zod schemas (schemas.ts) so client forms can use them
// without bringing zod into the page's JavaScript. The database holds the same limits.

export const LABEL_MAX_LENGTH = 80;
export const REMINDER_MIN_DAYS = 30;
export const REMINDER_MAX_DAYS = 365;
