import type { MetadataRoute } from "next";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { LOCALES } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
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

/** Pages robots should not crawl, in every language: accounts, flows, personal pages. */
const PRIVATE_PAGES = [
  "/account",
  "/analysis/",
  "/referrals",
  "/spots",
  "/invite/",
  "/verify-email/",
] as const;

/** Paths robots should not crawl: the API (but photos, which public report pages show), admin, and the private pages. */
export const ROBOTS_DISALLOW = [
  "/api/",
  "/admin",
  ...LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => localizedPath(path, locale))),
];
export const ROBOTS_ALLOW = ["/", "/api/photos/"] as const;

/** A sitemap holds at most 50,000 URLs, each page in every language; the newest public reports fill what the pages leave. */
const MAX_REPORTS = Math.floor(50_000 / LOCALES.length) - PUBLIC_PAGES.length;

/** Public, enabled, unexpired reports of unblocked owners: exactly what the gallery lists, newest first. */
export async function sitemapReports(now: Date = new Date()) {
  return db.report.findMany({
    where: listedReportsWhere(now),
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_REPORTS,
  });
}

type SitemapEntry = MetadataRoute.Sitemap[number];

/** A page in every language, each entry naming the others (hreflang), with absolute URLs. */
function inEveryLanguage(base: string, path: string, entry: Omit<SitemapEntry, "url">): SitemapEntry[] {
  const url = (locale: (typeof LOCALES)[number]) => {
    const localized = localizedPath(path, locale);
    return `${base}${localized === "/" ? "" : localized}`;
  };
  const languages = Object.fromEntries(LOCALES.map((locale) => [locale, url(locale)]));
  return LOCALES.map((locale) => ({ ...entry, url: url(locale), alternates: { languages } }));
}

/** /sitemap.xml: the public pages and every public report in each language, with absolute URLs from APP_URL. */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL;
  const reports = await sitemapReports();
  return [
    ...PUBLIC_PAGES.flatMap((path) =>
      inEveryLanguage(base, path, {
        changeFrequency: path === "/gallery" ? "daily" : "weekly",
        priority: path === "/" ? 1 : 0.7,
      }),
    ),
    ...reports.flatMap((report) =>
      inEveryLanguage(base, `/reports/${report.id}`, {
        lastModified: report.createdAt,
        changeFrequency: "monthly",
        priority: 0.5,
      }),
    ),
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
