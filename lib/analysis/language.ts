import type { Report } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { unprocessable } from "@/lib/errors/http-error";
import type { Locale } from "@/lib/i18n/locales";
import { reportLanguage } from "@/lib/reports/language";

// The language a new report is written in (docs/i18n.md, "Reports"): the one the request names,
// else the language of the report it continues (a follow-up's earlier report, an upgrade's summary),
// else the caller's own (saved, else the browser's).

export const otherLanguageThanEarlier = (earlier: Locale) =>
  `This report continues a report written in "${earlier}": leave language out, or name "${earlier}".`;

async function continuedLanguage(
  previous: Report | undefined,
  upgradedFromId: string | null,
): Promise<Locale | null> {
  if (previous) return reportLanguage(previous.language);
  if (!upgradedFromId) return null;
  const summary = await db.report.findUnique({ where: { id: upgradedFromId }, select: { language: true } });
  return summary ? reportLanguage(summary.language) : null;
}

/**
 * The new report's language. Naming another than the continued report's is 422: a series of
 * reports, and a summary with the full report made of it, read in one language.
 */
export async function languageOfNewReport(
  requested: Locale | undefined,
  callerLanguage: Locale,
  previous: Report | undefined,
  upgradedFromId: string | null,
): Promise<Locale> {
  const continued = await continuedLanguage(previous, upgradedFromId);
  if (requested && continued && requested !== continued)
    throw unprocessable(otherLanguageThanEarlier(continued));
  return requested ?? continued ?? callerLanguage;
}
