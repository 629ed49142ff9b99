import { expect, test, type Page } from "@playwright/test";
import { LOCALE_COOKIE, LOCALES } from "@/lib/i18n/locales";
import de from "@/messages/de.json" with { type: "json" };
import { localizedPath } from "@/lib/i18n/paths";
import { expectAccessible, screenshot, uniqueEmail, VIEWPORTS } from "./support/journeys";
import { createPublicReport } from "./support/seed";
import { latestCode, signInAs } from "./support/sign-in-as";
import { WRONG_CODE, wrongCode } from "./support/code-field";
import { allowManyVisitorSummaries } from "./support/settings";

// Six languages (docs/i18n.md): each page at its address in each language, in that language, with
// the others named as alternates; the first visit to / follows the browser; the switcher carries
// the same page over and remembers the choice.

// The file makes visitors' reports: the address's free summaries must not run out before it does.
test.beforeAll(async ({ baseURL }) => allowManyVisitorSummaries(baseURL!));

const PUBLIC_PAGES = ["/", "/gallery", "/pricing", "/upload", "/contact", "/privacy", "/terms"];
const PHONE = VIEWPORTS.find((viewport) => viewport.width === 390)!;
const MISSING_MESSAGE = "⟦";

/** The `hreflang` alternates a page's server HTML names, as language → path. */
function alternatesOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
  return Object.fromEntries(links.map(([, lang, href]) => [lang, new URL(href!).pathname]));
}

test("every public page answers in each language with its lang, no missing message, and every language named", async ({
  request,
}) => {
  const report = await createPublicReport(request);
  for (const path of [...PUBLIC_PAGES, `/reports/${report}`]) {
    for (const locale of LOCALES) {
      const address = localizedPath(path, locale);
      const answer = await request.get(address, { maxRedirects: 0 });
      expect(answer.status(), address).toBe(200);
      const html = await answer.text();
      expect(html, address).toContain(`<html lang="${locale}"`);
      expect(html, address).not.toContain(MISSING_MESSAGE);
      const expected = Object.fromEntries(LOCALES.map((other) => [other, localizedPath(path, other)]));
      expect(alternatesOf(html), address).toEqual({ ...expected, "x-default": path });
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(new URL(canonical!).pathname, address).toBe(address);
    }
  }
});

test("a report's link preview is drawn in the language of the page that names it", async ({ request }) => {
  const report = await createPublicReport(request);
  const sizes: number[] = [];
  for (const locale of ["en", "de"] as const) {
    const html = await (await request.get(localizedPath(`/reports/${report}`, locale))).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(new URL(image!).pathname).toBe(localizedPath(`/reports/${report}/preview-image`, locale));
    const drawn = await request.get(new URL(image!).pathname);
    expect(drawn.status()).toBe(200);
    expect(drawn.headers()["content-type"]).toBe("image/png");
    sizes.push((await drawn.body()).length);
  }
  // Other words, another picture.
  expect(sizes[0]).not.toBe(sizes[1]);
});

test("/en and its pages are never addresses of their own: they send to the spec's paths", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/en", "/"],
    ["/en/pricing", "/pricing"],
  ]) {
    const answer = await request.get(from!, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(308);
    expect(new URL(answer.headers().location!, "http://x").pathname).toBe(to);
  }
});

test("an unknown address is the 404 page in its address's language", async ({ page }) => {
  const response = await page.goto("/de/keine-solche-seite");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.errors.notFound.title);
  await expect(page).toHaveTitle(`${de.errors.notFound.title} · SkinSight`);
});

test("a French browser on / lands in French, and stays there on its next visit", async ({ browser }) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
  expect(cookie?.value).toBe("fr");
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr$/);
  await context.close();
});

test("a script's fetch of / (the router's prefetch) never chooses the language: no cookie, no redirect", async ({
  playwright,
  baseURL,
}) => {
  // A prefetch of / from an English page, racing the switcher, once set the English cookie over its choice.
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "accept-language": "de" },
  });
  // As the browser sends a script's fetch (the router's are such fetches): Sec-Fetch-Dest empty.
  const prefetch = await request.get("/", {
    headers: { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" },
    maxRedirects: 0,
  });
  expect(prefetch.status()).toBe(200);
  expect(prefetch.headers()["set-cookie"] ?? "").not.toContain(LOCALE_COOKIE);
  // The browser opening / itself is still sent to its language, and remembers it.
  const opened = await request.get("/", { maxRedirects: 0 });
  expect(opened.status()).toBe(307);
  expect(opened.headers()["location"]).toMatch(/\/de$/);
  expect(opened.headers()["set-cookie"]).toContain(`${LOCALE_COOKIE}=de`);
  await request.dispose();
});

test("an English browser stays on the English pages", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-GB" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

async function switchTo(page: Page, language: string) {
  await page
    .getByRole("combobox", { name: /^(Language|Sprache|Langue|Idioma|Lingua)$/ })
    .first()
    .selectOption({
      label: language,
    });
}

test("the switcher opens the same page in another language, and / then follows the choice", async ({
  page,
}) => {
  await page.goto("/pricing");
  await switchTo(page, "Deutsch");
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.goto("/");
  await expect(page).toHaveURL(/\/de$/);
  await switchTo(page, "English");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
});

test("a signed-in person's choice is saved on the account and followed on another device", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("language");
  await signInAs(page.request, email);
  await page.goto("/account");
  await switchTo(page, "Italiano");
  await expect(page).toHaveURL(/\/it\/account$/);
  const profile = (await (await page.request.get("/api/user/profile")).json()) as { language: string };
  expect(profile.language).toBe("it");

  // Another browser, whose own language is English: signing in brings the saved choice.
  const other = await browser.newContext({ locale: "en-US" });
  await signInAs(other.request, email);
  const otherPage = await other.newPage();
  await otherPage.goto("/");
  await expect(otherPage).toHaveURL(/\/it$/);
  await other.close();
});

test("a refusal is told in the page's language, by its code, never in the server's English", async ({
  page,
}) => {
  // A wrong sign-in code, beside the code field.
  const email = uniqueEmail("refusal");
  await page.goto("/de");
  await page
    .getByRole("navigation", { name: de.layout.mainNavigation })
    .getByRole("button", { name: de.layout.signIn })
    .click();
  const dialog = page.getByTestId("login-dialog");
  await dialog.getByLabel(de.auth.emailLabel).fill(email);
  await dialog.getByRole("button", { name: de.auth.sendCode }).click();
  const field = dialog.getByLabel(de.auth.codeLabel);
  await expect(field).toBeVisible();
  await field.fill(wrongCode(await latestCode(page.request, email)));
  await dialog.getByRole("button", { name: de.auth.verify }).click();
  await expect(field).toHaveAccessibleDescription(de.errors.refusals.code_wrong);
  await expect(page.getByText(WRONG_CODE)).toHaveCount(0);

  // An invitation whose code names no voucher: the German reason under the German title.
  await page.goto("/de/invite/NOSUCH99");
  await expect(page.getByRole("heading", { name: de.invite.invalidTitle })).toBeVisible();
  await expect(page.getByText(de.errors.refusals.voucher_not_found)).toBeVisible();
  await expect(page.getByText("Invalid voucher code")).toHaveCount(0);
});

test("every link of a German page stays in German, and the router follows it there", async ({ page }) => {
  for (const path of ["/", "/pricing", "/gallery"]) {
    await page.goto(localizedPath(path, "de"));
    const hrefs = await page
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length, path).toBeGreaterThan(5);
    // The API reference is for developers, in English only (docs/i18n.md).
    for (const href of hrefs) expect(href, `${path}: ${href}`).toMatch(/^\/(?:de(?:[/?#]|$)|docs\/api$)/);
  }
  await page
    .getByRole("navigation", { name: de.layout.mainNavigation })
    .getByRole("link", { name: de.layout.nav.pricing })
    .click();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("prices follow the language: 9,99 € in German, French and European Portuguese", async ({ page }) => {
  for (const locale of ["de", "fr", "pt"] as const) {
    await page.goto(localizedPath("/pricing", locale));
    await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
  }
  await page.goto("/pricing");
  await expect(page.getByText(/€\d+\.\d{2}/).first()).toBeVisible();
});

test(`German at ${PHONE.width} px: every public page and the upload wizard fit the screen, translated and accessible`, async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  for (const path of [...PUBLIC_PAGES, "/spots"]) {
    const address = localizedPath(path, "de");
    await page.goto(address);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(await page.locator("body").innerText(), address).not.toContain(MISSING_MESSAGE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${address} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, testInfo, `de${path === "/" ? "-home" : path.replaceAll("/", "-")}`, PHONE);
  }
});
