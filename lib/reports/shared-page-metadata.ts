import type { Metadata } from "next";
import { reportDescription, type SharedReport } from "./shared-page";

/** What the page words in its language: the report's date, and a description for a report without a paragraph. */
export type SharedReportMetadataTexts = { date: string; fallbackDescription: string };

function previewImageUrl(id: string, token: string | undefined, isPublic: boolean): string {
  const query = !isPublic && token ? `?token=${encodeURIComponent(token)}` : "";
  return `/reports/${encodeURIComponent(id)}/preview-image${query}`;
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
  const image = { url: previewImageUrl(id, token, isPublic), width: 1200, height: 630, alt: title };
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
