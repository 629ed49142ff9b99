import type { MetadataRoute } from "next";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { listedReportsWhere } from "@/lib/reports/visibility";

// What search engines may list: the public pages and the gallery's reports.

/** Pages anyone can open and that say something on their own, in order of importance. */
export const PUBLIC_PAGES = [
  "/",
  "/gallery",
  "/pricing",
  "/upload",
  "/contact",
  "/privacy",
  "/terms",
] as const;

/** Paths robots should not crawl: the API (but photos, which public report pages show), accounts, admin, flows. */
export const ROBOTS_DISALLOW = [
  "/api/",
  "/admin",
  "/account",
  "/analysis/",
  "/referrals",
  "/spots",
  "/invite/",
  "/verify-email/",
] as const;
export const ROBOTS_ALLOW = ["/", "/api/photos/"] as const;

/** A sitemap holds at most 50,000 URLs; the newest public reports fill what the pages leave. */
const MAX_REPORTS = 50_000 - PUBLIC_PAGES.length;

/** Public, enabled, unexpired reports of unblocked owners: exactly what the gallery lists, newest first. */
export async function sitemapReports(now: Date = new Date()) {
  return db.report.findMany({
    where: listedReportsWhere(now),
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_REPORTS,
  });
}

/** /sitemap.xml: the public pages and every public report, with absolute URLs from APP_URL. */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
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

/** /robots.txt: crawl the public pages and reports, not accounts, admin, flows or the JSON API. */
export function robotsFile(): MetadataRoute.Robots {
  const base = env().APP_URL;
  return {
    rules: [{ userAgent: "*", allow: [...ROBOTS_ALLOW], disallow: [...ROBOTS_DISALLOW] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
