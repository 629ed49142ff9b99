// The spec's date helper (section 8): 'Unknown date' for empty, 'Invalid date' for bad values.

import { formatterFor } from "@/lib/i18n/format";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

export const UNKNOWN_DATE = "Unknown date";
export const INVALID_DATE = "Invalid date";

/** How pages date a report in the page's language (lib/i18n/format.ts): "12 March 2025", "12. März 2025". */
export const REPORT_DATE_FORMAT = { dateStyle: "long" } as const satisfies Intl.DateTimeFormatOptions;

/** A short date, as lists and the account write it: "5 Mar 2027", "5. März 2027". */
export const SHORT_DATE_FORMAT = {
  day: "numeric",
  month: "short",
  year: "numeric",
} as const satisfies Intl.DateTimeFormatOptions;

/** "12 March 2025" for a date or an ISO string: a report's date where no page language applies. */
export function formatReportDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return UNKNOWN_DATE;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime())
    ? INVALID_DATE
    : formatterFor(DEFAULT_LOCALE).dateTime(date, REPORT_DATE_FORMAT);
}
