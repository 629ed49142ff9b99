import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { reportDescription, type SharedReport } from "./shared-page";

/**
 * What the page words in its language: the report's date, a description for a report without a
 * paragraph, and the language itself (the preview image's words are the page's).
 */
export type SharedReportMetadataTexts = { date: string; fallbackDescription: string; locale: Locale };

function previewImageUrl(id: string, token: string | undefined, isPublic: boolean, locale: Locale): string {
  const query = !isPublic && token ? `?token=${encodeURIComponent(token)}` : "";
  return `${localizedPath(`/reports/${encodeURIComponent(id)}/preview-image`, locale)}${query}`;
}

/** Title, description, robots and link-preview tags of the shared report page. */
export function sharedReportMetadata(
  id: string,
  token: string | undefined,
  data: SharedReport,
  texts: SharedReportMetadataTexts,
): Metadata {
  const { report, body, isPublic } = data;
  const title = `${report.title} – ${texts.date}`;
  const description = reportDescription(body, texts.fallbackDescription);
  const image = {
    url: previewImageUrl(id, token, isPublic, texts.locale),
    width: 1200,
    height: 630,
    alt: title,
  };
  const path = `/reports/${id}`;
  return {
    title,
    description,
    // Only public reports are for search engines; unlisted and private ones stay out of every index.
    robots: isPublic ? { index: true, follow: true } : { index: false, follow: false },
    alternates: isPublic ? { canonical: path } : undefined,
    openGraph: {
      type: "article",
      siteName: "SkinSight",
      title,
      description,
      url: isPublic ? path : undefined,
      publishedTime: report.created_at,
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
