import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, VIEWPORTS } from "./support/journeys";
import { ADMIN_EMAIL, colouredJpeg, createReport, listedReportCount, uploadPhoto } from "./support/seed";
import { signInAs } from "./support/sign-in-as";
import { en } from "./support/english";

// /gallery, 'Real Reports Gallery': 20 cards rendered on the server, then
// infinite scroll, 20 a page, until a page comes back short.

const SEEDED = 45;
let listed = 0;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const { accessToken: bearer } = await signInAs(api, ADMIN_EMAIL);
  const photo = await uploadPhoto(api, bearer, await colouredJpeg("#c08060"));
  for (let i = 0; i < SEEDED; i++) await createReport(api, bearer, [photo], "public");
  // Other spec files may have shared reports on this server too: the gallery must show every one.
  listed = await listedReportCount(api);
  expect(listed).toBeGreaterThanOrEqual(SEEDED);
  await api.dispose();
});

test("the first 20 cards are in the server HTML, before any script runs", async ({ request }) => {
  const html = await (await request.get("/gallery")).text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(en.gallery.title);
  expect(html.match(/data-testid="gallery-card"/g)).toHaveLength(20);
  // The cards' icons refer to the page's one set of them (components/gallery/gallery-icons.tsx).
  const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
  const used = [...html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
  expect(used.length).toBeGreaterThanOrEqual(40);
  expect(used.filter((id) => !symbols.has(id))).toEqual([]);
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
});

test("scrolling the gallery loads 20 at a time until all 45+ reports are shown, then the end state", async ({
  page,
}, testInfo) => {
  const pages: string[] = [];
  // The next pages come from the gallery's server action (its arguments are the body).
  page.on("request", (request) => {
    if (request.method() === "POST" && request.headers()["next-action"]) pages.push(request.postData() ?? "");
  });
  await page.goto("/gallery");
  const cards = page.getByTestId("gallery-card");
  await expect(cards).toHaveCount(20);
  const end = page.getByTestId("gallery-end");
  for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
  await expect(cards).toHaveCount(listed);
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(listed);
  expect(pages.slice(0, 2)).toEqual(["[20]", "[40]"]);
  await expect(end.getByRole("heading", { name: en.gallery.endTitle })).toBeVisible();
  await expect(end.getByRole("link", { name: en.gallery.startAnalysis })).toHaveAttribute("href", "/upload");
  await expect(end.getByRole("link", { name: en.gallery.seePricing })).toHaveAttribute("href", "/pricing");
  await end.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screenshots/gallery-end-${testInfo.project.name}.png` });
});

test("a card shows its photo lazily from the image route, its badge and title, and opens the report", async ({
  page,
}) => {
  await page.goto("/gallery");
  const card = page.getByTestId("gallery-card").nth(5);
  const image = card.locator("img");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("src", /^\/api\/photos\/[\w-]+\/image\?w=640$/);
  await expect(image).toHaveAttribute("width", "640");
  await expect(image).toHaveAttribute("height", "480");
  await expect(card.getByText("Summary", { exact: true })).toBeVisible();
  const title = (await card.getByRole("heading").textContent())!;
  const href = (await card.getAttribute("href"))!;
  expect(href).toMatch(/^\/reports\/[\w-]+$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

for (const viewport of VIEWPORTS) {
  test(`the gallery at ${viewport.width} px has no serious accessibility violation`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.gallery.title);
    await expect(page.getByTestId("gallery-card").first().locator("img")).toHaveJSProperty("complete", true);
    await expectAccessible(page);
    await screenshot(page, testInfo, "gallery", viewport);
  });
}
