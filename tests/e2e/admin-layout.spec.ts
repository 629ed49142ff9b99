import { expect, request as playwrightRequest, test, type Page, type TestInfo } from "@playwright/test";
import { EMAIL_BANNER_TITLE } from "@/components/admin/texts";
import type { ConsoleTabId } from "@/lib/admin/console-tabs";
import { expectNoHorizontalOverflow, openTab, serialAdminSession, shootTab } from "./support/admin-tabs";
import { expectAccessible, uniqueEmail, VIEWPORTS, type Viewport } from "./support/journeys";
import { colouredJpeg, createReport, uploadPhoto } from "./support/seed";
import { signInAs } from "./support/sign-in-as";

// The console's own layout: the site's navigation bar across the whole width with the way back
// to the site, no marketing footer, and tables across the content's width with dense rows that
// scroll inside their own box on a phone, never the page.

const [DESKTOP, PHONE] = VIEWPORTS;
const session = serialAdminSession();

// A customer with a long address and a report, so the users and reports tables have rows.
test.beforeAll(async ({}, testInfo) => {
  const api = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const email = uniqueEmail("a-rather-long-customer-address-for-the-console-layout");
    const { accessToken } = await signInAs(api, email);
    const photo = await uploadPhoto(api, accessToken, await colouredJpeg("#b07a5a", 640, 480));
    await createReport(api, accessToken, [photo], "public");
  } finally {
    await api.dispose();
  }
});

const panel = (page: Page) => page.locator("[data-tab-panel]");
const TABS: ConsoleTabId[] = ["users", "reports", "settings"];

async function settled(page: Page) {
  await expect(panel(page).getByRole("heading", { level: 2 })).toBeVisible();
  await expect(panel(page).locator('[data-slot="skeleton"]')).toHaveCount(0);
}

async function shootTabs(page: Page, testInfo: TestInfo, viewport: Viewport) {
  for (const tab of TABS) {
    await openTab(page, tab);
    await settled(page);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shootTab(page, testInfo, `admin-layout-${tab}`, viewport);
  }
}

test("the console keeps the navigation bar, drops the site's footer and gives its table the whole width", async ({}, testInfo) => {
  const { page } = session;
  await openTab(page, "users");
  await settled(page);

  // The site's navigation bar, with the console marked as the current page and the way home.
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Admin" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("banner").getByRole("link", { name: "SkinSight" })).toHaveAttribute(
    "href",
    "/",
  );
  // No marketing footer: no contentinfo landmark, no footer columns, no disclaimer strip.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.getByTestId("not-medical-advice")).toHaveCount(0);
  // Under APP_ENV=testing the outbox is how mail is delivered: no e-mail banner.
  await expect(page.getByRole("heading", { name: EMAIL_BANNER_TITLE })).toHaveCount(0);

  // The content runs to the window's edge (less its padding), not to the site's 72rem column,
  // and the table spans all of it.
  const content = (await panel(page).boundingBox())!;
  const table = (await panel(page).getByRole("region", { name: "Users" }).boundingBox())!;
  expect(DESKTOP.width - (content.x + content.width)).toBeLessThanOrEqual(40);
  expect(Math.abs(table.width - content.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(table.x - content.x)).toBeLessThanOrEqual(1);

  // Dense rows: a user's row is at most as tall as its content needs, with little padding.
  const cellPadding = await panel(page)
    .locator("tbody td")
    .first()
    .evaluate((td) => parseFloat(getComputedStyle(td).paddingTop));
  expect(cellPadding).toBeLessThanOrEqual(8);

  await shootTabs(page, testInfo, DESKTOP);

  // The way back: the brand leads to the site, whose pages have their footer again.
  await page.getByRole("banner").getByRole("link", { name: "SkinSight" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("on a 390 px phone the tables scroll inside their own box, never the page", async ({}, testInfo) => {
  const { page } = session;
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  try {
    await openTab(page, "users");
    await settled(page);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    const region = panel(page).getByRole("region", { name: "Users" });
    const box = await region.evaluate((el) => ({
      overflowX: getComputedStyle(el).overflowX,
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      right: el.getBoundingClientRect().right,
    }));
    expect(box.overflowX).toBe("auto");
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
    await expectNoHorizontalOverflow(page);
    // A row keeps a readable width: the user's address is not squeezed into a sliver.
    const cell = await panel(page).locator("tbody tr td").first().boundingBox();
    expect(cell!.width).toBeGreaterThanOrEqual(180);
    await shootTabs(page, testInfo, PHONE);
  } finally {
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  }
});
