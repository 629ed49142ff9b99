import { expect, test, type Page } from "@playwright/test";
import { screenshot, VIEWPORTS } from "./support/journeys";

// /docs/api: the interactive reference of GET /api/openapi.json renders the routes in Chromium,
// with everything it loads from the app's own origin under the site's Content Security Policy.

/** Requests to other origins, and what the browser refused under the CSP. */
function watchForeignLoads(page: Page, origin: string) {
  const foreign: string[] = [];
  const refused: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (["http:", "https:"].includes(url.protocol) && url.origin !== origin) foreign.push(request.url());
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  return { foreign, refused };
}

for (const viewport of VIEWPORTS) {
  test(`the API reference renders every route group at ${viewport.name} width`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const loads = watchForeignLoads(page, new URL(baseURL!).origin);
    const response = await page.goto("/docs/api");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");

    await expect(page.getByRole("heading", { name: "SkinSight API", level: 1 })).toBeVisible();
    // The description's worked example, and operations from across the document.
    await expect(page.getByText("curl -X POST https://skinsight.example/api/summary")).toBeAttached();
    for (const path of ["/api/summary", "/api/user/profile", "/api/admin/api-keys"])
      await expect(page.getByText(path, { exact: true }).first()).toBeAttached();

    expect(loads.foreign).toEqual([]);
    expect(loads.refused).toEqual([]);
    await screenshot(page, testInfo, "api-reference", viewport, { fullPage: false });
  });
}

test("the footer links to the API reference", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("contentinfo").getByRole("link", { name: "API" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole("heading", { name: "SkinSight API", level: 1 })).toBeVisible();
});
