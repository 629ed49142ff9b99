import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { formatterFor } from "@/lib/i18n/format";
import { pageAlternates } from "@/lib/i18n/metadata";
import { REPORT_DATE_FORMAT } from "@/lib/reports/dates";
import type { SharedReport } from "@/lib/reports/shared-page";
import { sharedReportMetadata } from "@/lib/reports/shared-page-metadata";

/** The shared report page's metadata: the report's own title and text, dated in the page's language. */
export async function reportPageMetadata(
  id: string,
  token: string | undefined,
  data: SharedReport,
): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("report.metadata"), getLocale()]);
  const format = formatterFor(locale);
  const metadata = sharedReportMetadata(id, token, data, {
    date: format.dateTime(new Date(data.report.created_at), REPORT_DATE_FORMAT),
    fallbackDescription: t("description"),
    locale,
  });
  // A public report is listed in every language (its text stays in its own): each names the others.
  if (!data.isPublic) return metadata;
  return { ...metadata, alternates: await pageAlternates(`/reports/${id}`) };
}
