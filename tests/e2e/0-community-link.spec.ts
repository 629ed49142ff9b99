import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json" with { type: "json" };
import { createPublicReport } from "./support/seed";
import { signInAs } from "./support/sign-in-as";

// The header and footer on every route, decided on the server. This file runs
// first among the specs that create public reports (files run in name order on
// one worker), because its first test needs a server with none.

const { nav, footer: footerText } = en.layout;
const mainNav = (page: Page) => page.getByRole("navigation", { name: en.layout.mainNavigation });
const footer = (page: Page) => page.locator("footer");

test.describe.configure({ mode: "serial" });

test.describe("header and footer", () => {
  test("a visitor sees no Community link while no report is public", async ({ page }) => {
    const publicReports = await page.request.get("/api/reports/public?limit=1");
    expect(await publicReports.json(), "this test needs a server without public reports").toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: nav.pricing })).toHaveAttribute("href", "/pricing");
    await expect(mainNav(page).getByRole("link", { name: en.layout.newAnalysis })).toHaveAttribute(
      "href",
      "/upload",
    );
    await expect(page.getByRole("link", { name: nav.community })).toHaveCount(0);
    await expect(page.getByRole("link", { name: en.home.hero.browseCommunity })).toHaveCount(0);
    await expect(footer(page).getByRole("link", { name: nav.community })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: nav.referrals })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: nav.spots })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: nav.admin })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: en.layout.account })).toHaveCount(0);
  });

  test("one public report makes Community appear in the header, the hero and the footer", async ({
    page,
  }) => {
    await createPublicReport(page.request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: nav.community })).toHaveAttribute(
      "href",
      "/gallery",
    );
    await expect(page.getByRole("link", { name: en.home.hero.browseCommunity })).toHaveAttribute(
      "href",
      "/gallery",
    );
    await expect(footer(page).getByRole("link", { name: nav.community })).toHaveAttribute("href", "/gallery");
  });

  test("the 404 page hides Community, other pages keep it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: en.errors.notFound.title })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: nav.pricing })).toBeVisible();
    await expect(page.getByRole("link", { name: nav.community })).toHaveCount(0);
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: nav.community })).toBeVisible();
  });

  test("the footer lists its links and the not-medical-advice note", async ({ page }) => {
    await page.goto("/");
    const links = footer(page).getByRole("link");
    for (const [name, href] of [
      [nav.pricing, "/pricing"],
      [nav.community, "/gallery"],
      [footerText.login, "/account"],
      [nav.referrals, "/referrals"],
      [footerText.contact, "/contact"],
      [footerText.privacy, "/privacy"],
      [footerText.terms, "/terms"],
    ]) {
      await expect(links.filter({ hasText: name! })).toHaveAttribute("href", href!);
    }
    await expect(footer(page).getByTestId("not-medical-advice")).toContainText(footerText.disclaimer);
  });

  test("Sign In opens the login dialog, which traps focus and closes on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const signInButton = mainNav(page).getByRole("button", { name: en.layout.signIn });
    await signInButton.click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(signInButton).toBeFocused();
  });

  test("a signed-in user gets My Spots, Free Credits and Account instead of Sign In, and no Admin", async ({
    page,
  }) => {
    await signInAs(page.request, "member@example.com");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    // The exact links, in order: an account adds My Spots and Free Credits after Pricing.
    await expect(mainNav(page).getByRole("listitem")).toHaveText([
      nav.community,
      nav.pricing,
      nav.spots,
      nav.referrals,
    ]);
    await expect(mainNav(page).getByRole("link", { name: nav.spots })).toHaveAttribute("href", "/spots");
    await expect(mainNav(page).getByRole("link", { name: nav.referrals })).toHaveAttribute(
      "href",
      "/referrals",
    );
    await expect(mainNav(page).getByRole("link", { name: en.layout.account })).toHaveAttribute(
      "href",
      "/account",
    );
    await expect(mainNav(page).getByRole("button", { name: en.layout.signIn })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: nav.admin })).toHaveCount(0);
    await expect(footer(page).getByRole("link", { name: en.layout.account })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  test("the administrator, and only the administrator, sees Admin", async ({ page }) => {
    await signInAs(page.request, "admin@example.com");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: nav.admin })).toHaveAttribute("href", "/admin");
  });

  test("at 390 px the links live in a menu sheet", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    const open = page.getByRole("button", { name: en.layout.openMenu });
    await open.click();
    const sheet = page.getByRole("dialog", { name: en.layout.menu.title });
    await expect(sheet).toBeVisible();
    const mobile = sheet.getByRole("navigation", { name: en.layout.menu.navigation });
    await expect(mobile.getByRole("link", { name: nav.community })).toHaveAttribute("href", "/gallery");
    await expect(mobile.getByRole("link", { name: nav.pricing })).toHaveAttribute("href", "/pricing");
    await expect(mobile.getByRole("link", { name: en.layout.newAnalysis })).toHaveAttribute(
      "href",
      "/upload",
    );
    await expect(mobile.getByRole("button", { name: en.layout.signIn })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/menu-${testInfo.project.name}-390.png` });
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    await sheet.getByRole("link", { name: nav.pricing }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("dialog", { name: en.layout.menu.title })).toHaveCount(0);
  });
});
