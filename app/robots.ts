import type { MetadataRoute } from "next";
import { env } from "@/lib/config/env";
import { ROBOTS_ALLOW, ROBOTS_DISALLOW } from "@/lib/site/sitemap";

// APP_URL is read when a robot asks, not when the app is built.
export const dynamic = "force-dynamic";

/** /robots.txt: crawl the public pages and reports, not accounts, admin, flows or the JSON API. */
export default function robots(): MetadataRoute.Robots {
  const base = env().APP_URL;
  return {
    rules: [{ userAgent: "*", allow: [...ROBOTS_ALLOW], disallow: [...ROBOTS_DISALLOW] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
