import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { robotsFile } from "@/lib/site/sitemap";

/** /robots.txt, with APP_URL as the server has it when a robot asks, not when the app was built. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return robotsFile();
}
