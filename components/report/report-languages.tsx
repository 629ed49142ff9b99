import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { ReportBodyCataloguesProvider } from "./report-language";

/**
 * Hands the browser the reportBody messages of every language, for pages that read their report in
 * the browser (the owner's page): the server does not know the report's language when it renders them.
 */
export async function ReportLanguages({ children }: Readonly<{ children: React.ReactNode }>) {
  const catalogues = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => [locale, (await messagesFor(locale)).reportBody] as const),
    ),
  );
  return <ReportBodyCataloguesProvider catalogues={catalogues}>{children}</ReportBodyCataloguesProvider>;
}
