import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { sitemapEntries } from "@/lib/site/sitemap";

/** /sitemap.xml, read from the database on each request, never frozen at build time. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries();
}
