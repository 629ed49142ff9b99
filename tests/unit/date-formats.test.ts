import { describe, expect, it } from "vitest";
import { formatterFor } from "@/lib/i18n/format";
import { formatReportDate, REPORT_DATE_FORMAT, SHORT_DATE_FORMAT } from "@/lib/reports/dates";

// Every page writes dates through the page's region (lib/i18n/format.ts; eslint forbids next-intl's
// plain formatter), so English is British on the account, the reports and the spots alike.
describe("dates are written one way in each language", () => {
  const day = new Date("2026-11-27T15:00:00.000Z");

  it("English is British, long and short", () => {
    expect(formatterFor("en").dateTime(day, REPORT_DATE_FORMAT)).toBe("27 November 2026");
    expect(formatterFor("en").dateTime(day, SHORT_DATE_FORMAT)).toBe("27 Nov 2026");
    expect(formatReportDate(day)).toBe("27 November 2026");
  });

  it("each other language in its own way", () => {
    expect(formatterFor("de").dateTime(day, REPORT_DATE_FORMAT)).toBe("27. November 2026");
    expect(formatterFor("fr").dateTime(day, SHORT_DATE_FORMAT)).toBe("27 nov. 2026");
    expect(formatterFor("pt").dateTime(day, REPORT_DATE_FORMAT)).toBe("27 de novembro de 2026");
  });

  it("the spec's helper: 'Unknown date' for none, 'Invalid date' for a bad value", () => {
    expect(formatReportDate(null)).toBe("Unknown date");
    expect(formatReportDate("")).toBe("Unknown date");
    expect(formatReportDate("not a date")).toBe("Invalid date");
  });
});
