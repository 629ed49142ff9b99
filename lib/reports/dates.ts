// The spec's date helper (section 8): 'Unknown date' for empty, 'Invalid date' for bad values.

export const UNKNOWN_DATE = "Unknown date";
export const INVALID_DATE = "Invalid date";

/** How pages date a report in the page's language, with next-intl's formatter: "March 12, 2025", "12. März 2025". */
export const REPORT_DATE_FORMAT = { dateStyle: "long" } as const satisfies Intl.DateTimeFormatOptions;

const LONG_DATE = new Intl.DateTimeFormat("en-US", { ...REPORT_DATE_FORMAT, timeZone: "UTC" });

/** "March 12, 2025" for a date or an ISO string. */
export function formatReportDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return UNKNOWN_DATE;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? INVALID_DATE : LONG_DATE.format(date);
}
