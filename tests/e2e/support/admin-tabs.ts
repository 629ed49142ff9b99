import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import type { ConsoleTabId } from "@/lib/admin/console-tabs";
import { ADMIN_EMAIL } from "./seed";
import { screenshot, type Viewport } from "./journeys";
import { signInAs } from "./sign-in-as";

// The console's journeys share one signed-in administrator per spec file: sign-in codes are
// limited per address, and signing in for every test would only repeat the sign-in journey.

export type AdminSession = { context: BrowserContext; page: Page };

/** A browser context signed in as the administrator, with one page, at desktop width. */
async function openAdminSession(browser: Browser, testInfo: TestInfo): Promise<AdminSession> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  await signInAs(context.request, ADMIN_EMAIL);
  return { context, page: await context.newPage() };
}

/**
 * Runs a spec file's tests in order with one administrator session, opened before the first
 * and closed after the last. `afterOpen` and `beforeClose` set up and restore what the file
 * changes. The session's fields are filled in once it is open.
 */
export function serialAdminSession(
  hooks: {
    afterOpen?: (session: AdminSession) => Promise<void>;
    beforeClose?: (session: AdminSession) => Promise<void>;
  } = {},
): AdminSession {
  const session = {} as AdminSession;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async ({ browser }, testInfo) => {
    Object.assign(session, await openAdminSession(browser, testInfo));
    await hooks.afterOpen?.(session);
  });
  test.afterAll(async () => {
    await hooks.beforeClose?.(session);
    await session.context.close();
  });
  return session;
}

/** Opens a console tab by its address and waits for its panel. */
export async function openTab(page: Page, tab: ConsoleTabId) {
  const response = await page.goto(`/admin?tab=${tab}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator(`[data-tab-panel="${tab}"]`)).toBeVisible();
}

/** Nothing on the page is wider than the window (no sideways scrolling of the whole page). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A full-page screenshot from the top, so the fixed header is not drawn over the middle. */
export async function shootTab(page: Page, testInfo: TestInfo, name: string, viewport: Viewport) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, name, viewport);
}
