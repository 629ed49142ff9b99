import { expect, test } from "@playwright/test";
import en from "@/messages/en.json" with { type: "json" };
import { expectAccessible, screenshot, VIEWPORTS } from "./support/journeys";

// Unknown routes, robots.txt, sitemap.xml and canonical URLs.

for (const viewport of VIEWPORTS) {
  test(`an unknown route at ${viewport.width} px is the designed 404 page, without the Community link`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.errors.notFound.title);
    // The tab keeps the 404's title once the page has hydrated, not the site's default.
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveTitle(`${en.errors.notFound.title} · SkinSight`);
    await expect(page.getByRole("link", { name: en.errors.backHome })).toHaveAttribute("href", "/");
    await expect(page.locator('[data-nav="community"]:visible')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expectAccessible(page);
    await screenshot(page, testInfo, "not-found", viewport);
  });
}

test("robots.txt points at sitemap.xml, which lists the public pages with absolute URLs", async ({
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  const sitemapUrl = text.match(/^Sitemap: (.+)$/m)?.[1];
  expect(sitemapUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/);
  const sitemap = await request.get(new URL(sitemapUrl!).pathname);
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of ["/gallery", "/pricing", "/privacy", "/terms"]) {
    expect(xml).toMatch(new RegExp(`<loc>http://127\\.0\\.0\\.1:\\d+${path}</loc>`));
  }
});

test("every public page names its canonical URL in the server HTML", async ({ request }) => {
  for (const path of ["/", "/gallery", "/pricing", "/contact", "/privacy", "/terms"]) {
    const html = await (await request.get(path)).text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical, path).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    expect(new URL(canonical!).pathname, path).toBe(path);
  }
});
