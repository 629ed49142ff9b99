import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
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
  const [t, format] = await Promise.all([getTranslations("report.metadata"), getFormatter()]);
  const metadata = sharedReportMetadata(id, token, data, {
    date: format.dateTime(new Date(data.report.created_at), REPORT_DATE_FORMAT),
    fallbackDescription: t("description"),
  });
  // A public report is listed in every language (its text stays in its own): each names the others.
  if (!data.isPublic) return metadata;
  return { ...metadata, alternates: await pageAlternates(`/reports/${id}`) };
}
