import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible, screenshot, VIEWPORTS } from "./support/journeys";
import { ADMIN_EMAIL, colouredJpeg, createReport, uploadPhoto } from "./support/seed";
import { signInAs } from "./support/sign-in-as";
import { en } from "./support/english";

// The page a shared report link opens (/reports/{id}), as a visitor, a social
// network's crawler and a printer see it.

const MAGENTA = "#ff00ff";

type Seeded = { id: string; token?: string; title: string };
let publicReport: Seeded;
let unlistedReport: Seeded;
let privateReport: Seeded;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const { accessToken: bearer } = await signInAs(api, ADMIN_EMAIL);
  const photo = async () => uploadPhoto(api, bearer, await colouredJpeg(MAGENTA));
  publicReport = await createReport(api, bearer, [await photo(), await photo()], "public");
  unlistedReport = await createReport(api, bearer, [await photo()], "unlisted");
  privateReport = await createReport(api, bearer, [await photo()], "private");
  await api.dispose();
});

function metaContent(html: string, attribute: "property" | "name", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, "&");
}

/** How many pixels of the rendered preview are the photo's magenta. */
async function magentaPixels(api: APIRequestContext, url: string): Promise<number> {
  const response = await api.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const { data, info } = await sharp(await response.body())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(1200);
  let count = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (data[i]! > 230 && data[i + 1]! < 40 && data[i + 2]! > 230) count++;
  }
  return count;
}

test("a shared report's title, date and og: tags are in the server HTML", async ({ request }) => {
  const response = await request.get(`/reports/${publicReport.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  // Dated as every English page dates: British, "5 March 2026".
  expect(title).toMatch(new RegExp(`^${publicReport.title} – \\d{1,2} [A-Z][a-z]+ \\d{4} · SkinSight$`));
  expect(metaContent(html, "property", "og:title")).toMatch(new RegExp(`^${publicReport.title} – `));
  expect(metaContent(html, "property", "og:type")).toBe("article");
  expect(metaContent(html, "property", "og:description")?.length).toBeGreaterThan(20);
  expect(metaContent(html, "property", "og:image")).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/reports/${publicReport.id}/preview-image$`),
  );
  expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
  expect(metaContent(html, "name", "robots")).toBe("index, follow");
  expect(html).toMatch(
    new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/reports/${publicReport.id}"`),
  );
});

test("an unlisted report is noindex and its preview image carries no photo, unlike a public one", async ({
  request,
}) => {
  const url = `/reports/${unlistedReport.id}?token=${unlistedReport.token}`;
  const html = await (await request.get(url)).text();
  expect(metaContent(html, "name", "robots")).toBe("noindex, nofollow");
  expect(html).not.toContain('rel="canonical"');
  const preview = metaContent(html, "property", "og:image")!;
  expect(await magentaPixels(request, new URL(preview).pathname + new URL(preview).search)).toBe(0);
  // The same photo colour does show in a public report's preview: the check above can see a photo.
  expect(await magentaPixels(request, `/reports/${publicReport.id}/preview-image`)).toBeGreaterThan(100_000);
});

test("a private report seen by someone else shows the Report Not Found card, as a missing one does", async ({
  page,
  context,
}) => {
  await signInAs(context.request, "someone-else@example.com");
  for (const path of [
    `/reports/${privateReport.id}`,
    `/reports/${unlistedReport.id}`,
    "/reports/not-a-report",
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.report.notFound.title);
    await expect(page.getByText(en.report.notFound.text)).toBeVisible();
    await expect(page.getByRole("link", { name: en.report.notFound.action })).toHaveAttribute("href", "/");
    await expect(page.getByText(privateReport.title)).toHaveCount(0);
  }
  expect(await page.title()).toBe(`${en.report.notFound.title} · SkinSight`);
});

test("Share This Report copies the page's link and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const url = `/reports/${unlistedReport.id}?token=${unlistedReport.token}`;
  await page.goto(url);
  await page.getByRole("button", { name: en.report.actions.share }).click();
  await expect(page.getByText(en.report.actions.linkCopied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname + new URL(copied).search).toBe(url);
});

test("printed, the report is a clean document: no header, footer or buttons, photos and sections kept", async ({
  page,
}, testInfo) => {
  await page.goto(`/reports/${publicReport.id}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  await expect(page.getByRole("button", { name: en.report.actions.share })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.locator("main button:visible, main [data-slot=button]:visible")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicReport.title);
  await expect(page.getByRole("heading", { name: "Condition Identified" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Medical disclaimer" })).toBeVisible();
  const photos = page.getByRole("img", { name: /^Photo \d of the report$/ });
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  // Without the fixed header, the document starts at the top of the paper.
  const mainTop = await page
    .locator("main")
    .evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
  expect(mainTop).toBe(0);
  await page.screenshot({
    path: `test-results/screenshots/report-print-${testInfo.project.name}.png`,
    fullPage: true,
  });
});

for (const viewport of VIEWPORTS) {
  test(`the report page at ${viewport.width} px: sections, photos, disclaimer, sign-up prompt, no a11y violations`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(`/reports/${publicReport.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicReport.title);
    for (const heading of [
      "Condition Identified",
      "Clinical Observations",
      "Key Findings",
      "Initial Recommendations",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Get your own skin analysis" })).toBeVisible();
    const lazy = page.getByRole("img", { name: "Photo 2 of the report" });
    await expect(lazy).toHaveAttribute("loading", "lazy");
    await expect(lazy).toHaveAttribute("src", /\/api\/photos\/[\w-]+\/image\?w=1280$/);
    await expect(lazy).toHaveAttribute("width", "800");
    await expect(lazy).toHaveAttribute("height", "600");
    await expectAccessible(page);
    await screenshot(page, testInfo, "report", viewport);

    await page.goto(`/reports/${privateReport.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.report.notFound.title);
    await expectAccessible(page);
    await screenshot(page, testInfo, "report-not-found", viewport);
  });
}
