import AxeBuilder from "@axe-core/playwright";
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
    const bundle = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/docs/api/scalar.js");
    const response = await page.goto("/docs/api");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    // A browser keeps Scalar's 5 MB bundle: its URL names the version.
    expect((await bundle).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    await expect(page.getByRole("heading", { name: "SkinSight API", level: 1 })).toBeVisible();
    // The description's worked example, and the external endpoint's own section.
    await expect(page.getByText("curl -X POST https://skinsight.example/api/summary")).toBeAttached();
    await page.goto("/docs/api#tag/external/POST/api/summary");
    await expect(page.getByRole("heading", { name: "A summary report of one photo" })).toBeVisible();
    await screenshot(page, testInfo, "api-reference", viewport, { fullPage: false });

    // Every group of routes, and operations from across them; a phone shows the list behind a button.
    if (viewport.name === "phone") await page.getByRole("button", { name: "Open Menu" }).click();
    const sidebar = page.getByRole("complementary", { name: "Sidebar for SkinSight API" });
    for (const group of [
      "admin",
      "analysis",
      "auth",
      "external",
      "payments",
      "photos",
      "reports",
      "site",
      "user",
    ])
      await expect(sidebar.getByRole("link", { name: group, exact: true })).toBeAttached();
    await expect(sidebar.getByRole("link", { name: /^Create an API key/ })).toBeVisible();
    await screenshot(page, testInfo, "api-reference-routes", viewport, { fullPage: false });

    expect(loads.foreign).toEqual([]);
    expect(loads.refused).toEqual([]);
  });
}

test("the footer links to the API reference", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("contentinfo").getByRole("link", { name: "API" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole("heading", { name: "SkinSight API", level: 1 })).toBeVisible();
});

test("the API reference names its language and its text has enough contrast", async ({ page }) => {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { name: "SkinSight API", level: 1 })).toBeVisible();
  // Scalar's own markup has scrollable code blocks without a tab stop, which this page cannot
  // change; what the page sets, its language and the theme's colours, is checked.
  const results = await new AxeBuilder({ page }).withRules(["html-has-lang", "color-contrast"]).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});
