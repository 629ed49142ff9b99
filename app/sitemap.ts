import type { MetadataRoute } from "next";
import { env } from "@/lib/config/env";
import { PUBLIC_PAGES, sitemapReports } from "@/lib/site/sitemap";

// Read from the database on each request, never frozen at build time.
export const dynamic = "force-dynamic";

/** /sitemap.xml: the public pages and every public report, with absolute URLs from APP_URL. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL;
  const reports = await sitemapReports();
  return [
    ...PUBLIC_PAGES.map((path) => ({
      url: `${base}${path === "/" ? "" : path}`,
      changeFrequency: path === "/gallery" ? ("daily" as const) : ("weekly" as const),
      priority: path === "/" ? 1 : 0.7,
    })),
    ...reports.map((report) => ({
      url: `${base}/reports/${report.id}`,
      lastModified: report.createdAt,
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
  ];
}
