import type { Metadata } from "next";
import { formatReportDate } from "./dates";
import { reportDescription, type SharedReport } from "./shared-page";

function previewImageUrl(id: string, token: string | undefined, isPublic: boolean): string {
  const query = !isPublic && token ? `?token=${encodeURIComponent(token)}` : "";
  return `/reports/${encodeURIComponent(id)}/preview-image${query}`;
}

/** Title, description, robots and link-preview tags of the shared report page. */
export function sharedReportMetadata(id: string, token: string | undefined, data: SharedReport): Metadata {
  const { report, body, isPublic } = data;
  const title = `${report.title} – ${formatReportDate(report.created_at)}`;
  const description = reportDescription(body);
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
