import type { createTranslator } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";

/**
 * The report body's own words (its disclaimer, the progress heading, the demonstration notice) in the
 * report's language, which may differ from the page's: `getTranslations({ locale, namespace:
 * "reportBody" })` on the server, `useReportBody(language)` in the browser.
 */
export type ReportBodyTranslator = ReturnType<typeof createTranslator<Messages, "reportBody">>;
