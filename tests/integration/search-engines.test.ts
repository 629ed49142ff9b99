import { describe, expect, it } from "vitest";
import { env } from "@/lib/config/env";
import { robotsFile as robots, sitemapEntries as sitemap } from "@/lib/site/sitemap";
import { makeReport, makeUser } from "../support/factories";

// robots.txt and sitemap.xml: search engines find the public pages and public
// reports, and nothing a user has not made public.

const DAY = 24 * 60 * 60 * 1000;

describe("sitemap.xml", () => {
  it("lists the public pages and public reports, never unlisted, private, disabled, expired or blocked users' ones", async () => {
    const blocked = await makeUser({ blocked: true });
    const shown = await makeReport({ privacySetting: "public" });
    const hidden = await Promise.all([
      makeReport({ privacySetting: "unlisted", shareToken: "t".repeat(43) }),
      makeReport({ privacySetting: "private" }),
      makeReport({ privacySetting: "public", disabled: true }),
      makeReport({ privacySetting: "public", expiresAt: new Date(Date.now() - DAY) }),
      makeReport({ privacySetting: "public", userId: blocked.id }),
    ]);
    const entries = await sitemap();
    const urls = entries.map((entry) => entry.url);
    const base = env().APP_URL;
    for (const path of ["", "/gallery", "/pricing", "/upload", "/contact", "/privacy", "/terms"]) {
      expect(urls).toContain(`${base}${path}`);
    }
    expect(urls).toContain(`${base}/reports/${shown.id}`);
    for (const report of hidden) expect(urls).not.toContain(`${base}/reports/${report.id}`);
    expect(entries.find((entry) => entry.url.endsWith(shown.id))?.lastModified).toEqual(shown.createdAt);
    expect(urls.every((url) => url.startsWith(base))).toBe(true);
  });

  it("lists each page in every language, each naming all of them", async () => {
    const shown = await makeReport({ privacySetting: "public" });
    const entries = await sitemap();
    const base = env().APP_URL;
    const pricing = {
      en: `${base}/pricing`,
      de: `${base}/de/pricing`,
      fr: `${base}/fr/pricing`,
      es: `${base}/es/pricing`,
      it: `${base}/it/pricing`,
      pt: `${base}/pt/pricing`,
    };
    for (const url of Object.values(pricing)) {
      expect(entries.find((entry) => entry.url === url)?.alternates).toEqual({ languages: pricing });
    }
    const home = entries.find((entry) => entry.url === `${base}/fr`);
    expect(home?.alternates?.languages).toMatchObject({ en: base, fr: `${base}/fr` });
    const report = entries.find((entry) => entry.url === `${base}/it/reports/${shown.id}`);
    expect(report?.lastModified).toEqual(shown.createdAt);
    expect(report?.alternates?.languages).toMatchObject({ de: `${base}/de/reports/${shown.id}` });
  });
});

describe("robots.txt", () => {
  it("points robots at the sitemap and keeps them out of accounts, admin and the JSON API", () => {
    const answer = robots();
    expect(answer.sitemap).toBe(`${env().APP_URL}/sitemap.xml`);
    const rule = [answer.rules].flat()[0]!;
    expect(rule.userAgent).toBe("*");
    for (const path of ["/api/", "/admin", "/account", "/analysis/", "/de/account", "/pt/spots"])
      expect(rule.disallow).toContain(path);
    expect(rule.allow).toEqual(["/", "/api/photos/"]);
  });
});
