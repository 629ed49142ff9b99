import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import sharp from "sharp";
import { APP_ICONS, APPLE_ICON, BACKGROUND_COLOR, THEME_COLOR } from "@/lib/site/app-icons";

// The app can be added to a phone's home screen: a web app manifest with its name, colours and
// icons (192, 512 and a maskable one), reachable by any visitor, every icon an image of its size,
// and on the pages the theme colour and an apple-touch-icon for iOS.

const primaryColour = /--color-primary:\s*(#[0-9a-f]{6});/i.exec(
  readFileSync("app/globals.css", "utf8"),
)?.[1];
const backgroundColour = /--color-background:\s*(#[0-9a-f]{6});/i.exec(
  readFileSync("app/globals.css", "utf8"),
)?.[1];

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

test("the web app manifest is served to a visitor with the name, colours, start page and icons", async ({
  request,
}) => {
  const answer = await request.get("/manifest.webmanifest");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: expect.stringContaining("SkinSight"),
    short_name: "SkinSight",
    start_url: "/",
    display: "standalone",
    theme_color: primaryColour,
    background_color: backgroundColour,
  });
  expect([THEME_COLOR, BACKGROUND_COLOR]).toEqual([primaryColour, backgroundColour]);
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? "any"}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  expect(manifest.icons).toHaveLength(APP_ICONS.length);

  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"], icon.src).toBe(icon.type);
    const { format, width, height } = await sharp(await image.body()).metadata();
    expect(`${format} ${width}x${height}`, icon.src).toBe(`png ${icon.sizes}`);
  }
});

test("every page names the manifest, the theme colour and an apple-touch-icon of 180 px", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", primaryColour!);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(touchIcon).toBeTruthy();
  const image = await request.get(touchIcon!);
  expect(image.status()).toBe(200);
  const { format, width, height } = await sharp(await image.body()).metadata();
  expect(`${format} ${width}x${height}`).toBe(`png ${APPLE_ICON.size}x${APPLE_ICON.size}`);
});

test("Chromium finds nothing that keeps the app from being installed", async ({ baseURL }, testInfo) => {
  // A browser with a profile of its own: Chrome never offers to install from a private window,
  // which every Playwright context is.
  const profile = mkdtempSync(path.join(tmpdir(), "skinsight-install-"));
  const browser = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto("/");
    // The check behind Chrome's install prompt (and Lighthouse's former installability audit).
    const devtools = await browser.newCDPSession(page);
    const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { url } = await devtools.send("Page.getAppManifest");
    expect(url).toMatch(/\/manifest\.webmanifest$/);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
