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
  "/invite/",
  "/verify-email/",
  // The kept pages visitors get at /, /gallery and /reports/{id}: indexed under those addresses only.
  "/visitor-pages/",
  "/visitor-reports/",
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
