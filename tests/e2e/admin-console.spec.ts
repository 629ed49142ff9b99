import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { USER_DELETED, USER_DELETION_CANCELLED } from "@/components/admin/users/texts";
import {
  ONLY_PUBLIC_FEATURED,
  REPORT_DELETED,
  REPORT_DELETION_CANCELLED,
} from "@/components/admin/reports/texts";
import { HARD_DELETE_WORD } from "@/components/admin/texts";
import { CONTENT_PREVIEW_LENGTH, REPORT_FEATURED, REPORT_UNFEATURED } from "@/lib/admin/messages";
import {
  expectAccessible,
  screenshot,
  signInThroughApi,
  toast,
  uniqueEmail,
  VIEWPORTS,
} from "./support/journeys";
import { ADMIN_EMAIL, colouredJpeg, createReport, signInToken, uploadPhoto } from "./support/seed";

// The administrator console, walked as an administrator: every tab opens by its address and
// passes an accessibility scan, and the main action of each of the Dashboard, Users, Reports,
// Payments, Featured and Audit trail tabs works, including the typed-DELETE hard delete and its
// cancellation. One signed-in administrator and one seeded customer serve the whole file.

test.describe.configure({ mode: "serial" });

const [DESKTOP, PHONE] = VIEWPORTS;

type Seeded = {
  email: string;
  userId: string;
  reports: { id: string; privacy: string }[];
  sessionId: string;
};

let admin: BrowserContext;
let page: Page;
let customer: Seeded;

async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A customer with one simulated purchase (credits allow a private report) and three reports: public, private, public. */
async function seedCustomer(baseURL: string): Promise<Seeded> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const email = uniqueEmail("console-customer");
    const bearer = await signInToken(api, email);
    const auth = { authorization: `Bearer ${bearer}` };
    const { checkout_url } = (await ok(
      await api.post("/api/create-checkout-session", {
        headers: auth,
        data: { plan_type: "credits", plan_details: { type: "credits", credits: 3 } },
      }),
      "start checkout",
    )) as { checkout_url: string };
    const sessionId = new URL(checkout_url, baseURL).searchParams.get("session")!;
    await ok(
      await api.post("/api/checkout/simulated", { headers: auth, data: { session_id: sessionId } }),
      "pay",
    );
    const reports = [];
    for (const privacy of ["public", "private", "public"] as const) {
      const photo = await uploadPhoto(api, bearer, await colouredJpeg("#b07a5a", 640, 480), privacy);
      reports.push({ id: (await createReport(api, bearer, [photo], privacy)).id, privacy });
    }
    const profile = (await ok(await api.get("/api/user/profile", { headers: auth }), "profile")) as {
      id: string;
    };
    return { email, userId: profile.id, reports, sessionId };
  } finally {
    await api.dispose();
  }
}

const panel = () => page.locator("[data-tab-panel]");
const consoleNav = () => page.getByRole("navigation", { name: "Console sections" });

/** Opens a tab by its link in the console's navigation and waits for its content. */
async function openTab(label: string, id: string) {
  await consoleNav().getByRole("link", { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?tab=${id}$`));
  await settled();
}

/** The tab's heading is there and nothing is still loading. */
async function settled() {
  await expect(panel().getByRole("heading", { level: 2 })).toBeVisible();
  await expect(panel().locator('[data-slot="skeleton"]')).toHaveCount(0);
}

async function searchFor(label: string, text: string) {
  await panel().getByLabel(label).fill(text);
}

test.beforeAll(async ({ browser, baseURL }) => {
  customer = await seedCustomer(baseURL!);
  admin = await browser.newContext({ baseURL, viewport: { width: DESKTOP.width, height: DESKTOP.height } });
  await signInThroughApi(admin.request, ADMIN_EMAIL);
  page = await admin.newPage();
});

test.afterAll(async () => {
  await admin?.close();
});

test("every tab has its own address, survives a reload and passes an accessibility scan", async ({}, testInfo) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin console");
  const links = consoleNav().getByRole("link");
  const tabs = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({ label: a.textContent!.trim(), href: a.getAttribute("href")! })),
  );
  expect(tabs.slice(0, 5).map((t) => t.label)).toEqual([
    "Dashboard",
    "Users",
    "Reports",
    "Payments",
    "Featured",
  ]);
  expect(tabs.at(-1)!.label).toBe("Audit trail");

  for (const tab of tabs) {
    const id = new URL(tab.href, "http://x").searchParams.get("tab")!;
    await openTab(tab.label, id);
    await expect(consoleNav().getByRole("link", { name: tab.label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(panel().getByRole("heading", { level: 2 })).toHaveText(tab.label);
    await expectAccessible(page);
    await screenshot(page, testInfo, `admin-tab-${id}`, DESKTOP);
  }

  // A reload, or the address shared with another administrator, opens the same tab.
  await page.goto("/admin?tab=payments");
  await page.reload();
  await settled();
  await expect(panel().getByRole("heading", { level: 2 })).toHaveText("Payments");
  expect(await page.title()).toContain("Payments");

  // An unknown tab opens the dashboard.
  await page.goto("/admin?tab=no-such-tab");
  await expect(panel().getByRole("heading", { level: 2 })).toHaveText("Dashboard");
});

test("on a 390 px phone every tab fits the width and the tab list scrolls sideways", async ({}, testInfo) => {
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  try {
    await page.goto("/admin?tab=dashboard");
    const hrefs = await consoleNav()
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    const list = consoleNav().getByRole("list");
    expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
    for (const href of hrefs) {
      await page.goto(href);
      await settled();
      // The current tab is scrolled into the visible part of the tab row.
      await expect(consoleNav().locator('[aria-current="page"]')).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${href} is wider than the phone`).toBeLessThanOrEqual(0);
      const id = new URL(href, "http://x").searchParams.get("tab")!;
      await screenshot(page, testInfo, `admin-tab-${id}`, PHONE);
    }
    await page.goto("/admin?tab=users");
    await settled();
    await expectAccessible(page);
  } finally {
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  }
});

test("the dashboard shows the seven stats, the monthly recurring revenue and the last 30 days", async () => {
  await page.goto("/admin?tab=dashboard");
  for (const stat of [
    "total_users",
    "paying_users",
    "conversion_rate",
    "total_revenue",
    "active_subscriptions",
    "total_reports",
    "reports_this_month",
  ]) {
    await expect(page.locator(`[data-stat="${stat}"]`)).toBeVisible();
  }
  const subscriptions = Number(await page.locator('[data-stat="active_subscriptions"]').textContent());
  const { subscription_price } = (await ok(await page.request.get("/api/settings/pricing"), "pricing")) as {
    subscription_price: number;
  };
  await expect(page.locator('[data-stat="monthly_recurring_revenue"]')).toHaveText(
    new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(
      subscriptions * subscription_price,
    ),
  );
  const reportBars = page.locator('[data-chart="reports"] [data-day]');
  await expect(reportBars).toHaveCount(30);
  // Today's bar counts at least the customer's three reports; the purchase is today's revenue.
  const today = new Date().toISOString().slice(0, 10);
  expect(Number(await reportBars.last().getAttribute("data-value"))).toBeGreaterThanOrEqual(3);
  await expect(reportBars.last()).toHaveAttribute("data-day", today);
  const revenueToday = page.locator(`[data-chart="revenue"] [data-day="${today}"]`);
  expect(Number(await revenueToday.getAttribute("data-value"))).toBeGreaterThan(0);
  await page.getByText("The last 30 days as a table").click();
  await expect(
    page.getByRole("table", { name: "Reports and revenue of the last 30 days" }).locator("tbody tr"),
  ).toHaveCount(30);
});

test("users: search, edit the credits through the ledger, block and filter, see reports and transactions", async ({}, testInfo) => {
  await openTab("Users", "users");
  await searchFor("Search users", customer.email);
  const row = panel().locator(`[data-user-row="${customer.email}"]`);
  await expect(row).toBeVisible();
  await expect(panel().locator("[data-user-row]")).toHaveCount(1);

  // Block from the list, then the Blocked filter finds the user.
  await row.getByRole("button", { name: `Block ${customer.email}` }).click();
  await expect(toast(page, "User blocked")).toBeVisible();
  await expect(row.getByText("Blocked", { exact: true })).toBeVisible();
  await panel().getByLabel("Show", { exact: true }).click();
  await page.getByRole("option", { name: "Blocked" }).click();
  await expect(row).toBeVisible();
  await panel().getByLabel("Show", { exact: true }).click();
  await page.getByRole("option", { name: "Active" }).click();
  await expect(panel().getByText("Nothing matches these filters.")).toBeVisible();
  await panel().getByLabel("Show", { exact: true }).click();
  await page.getByRole("option", { name: "All users" }).click();

  // The edit dialog: credits 3 -> 10 and unblocked, one save.
  await row.getByRole("button", { name: `Manage ${customer.email}` }).click();
  const dialog = page.getByRole("dialog", { name: customer.email });
  await expect(dialog.getByLabel("Credits")).toHaveValue("3");
  await dialog.getByLabel("Credits").fill("10");
  await dialog.getByRole("checkbox", { name: "Blocked" }).click();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "User updated")).toBeVisible();
  await expect(row.getByText("Blocked", { exact: true })).toHaveCount(0);

  await dialog.getByRole("tab", { name: "Reports" }).click();
  await expect(dialog.getByRole("list", { name: "This user's reports" }).getByRole("listitem")).toHaveCount(
    3,
  );
  await dialog.getByRole("tab", { name: "Transactions" }).click();
  await expect(dialog.getByText("+7 admin adjustment").first()).toBeVisible();
  await expect(dialog.getByText("3 credits · completed").first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "admin-user-dialog", DESKTOP, { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("payments: search by e-mail and open the payment's details", async ({}, testInfo) => {
  await openTab("Payments", "payments");
  await searchFor("Search payments", customer.email);
  await expect(panel().locator("[data-payment-row]")).toHaveCount(1);
  await panel()
    .getByRole("button", { name: /^Details of the payment of/ })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toHaveText(/^€\d+\.\d\d · 3 credits$/);
  await expect(dialog.getByText(customer.sessionId)).toBeVisible();
  await expect(dialog.getByText(customer.userId)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "admin-payment-dialog", DESKTOP, { fullPage: false });
  await page.keyboard.press("Escape");
});

test("reports: the detail wraps around, previews 200 characters, features public reports only", async ({}, testInfo) => {
  const [oldest, privateOne, newest] = customer.reports;
  await openTab("Reports", "reports");
  await searchFor("Search reports", customer.email);
  await expect(panel().locator("[data-report-row]")).toHaveCount(3);
  // Newest first: the first row is the newest report; "previous" from there wraps to the oldest.
  await expect(panel().locator("[data-report-row]").first()).toHaveAttribute("data-report-row", newest!.id);
  await panel().locator(`[data-report-row="${newest!.id}"]`).getByRole("button", { name: /^Open/ }).click();
  const dialog = page.getByRole("dialog");
  const shownId = () => dialog.locator("dd .font-mono").first();
  await expect(shownId()).toHaveText(newest!.id);
  const preview = await dialog.locator('[data-field="content-preview"]').textContent();
  expect(preview!.replace(/…$/, "").length).toBeLessThanOrEqual(CONTENT_PREVIEW_LENGTH);
  expect(preview!.length).toBeGreaterThan(0);

  await dialog.getByRole("button", { name: "Previous report" }).click();
  await expect(shownId()).toHaveText(oldest!.id);
  await dialog.getByRole("button", { name: "Next report" }).click();
  await expect(shownId()).toHaveText(newest!.id);
  await dialog.getByRole("button", { name: "Next report" }).click();
  await expect(shownId()).toHaveText(privateOne!.id);

  // A private report cannot be featured, and the console says why.
  await expect(dialog.getByRole("button", { name: "Feature", exact: true })).toBeDisabled();
  await expect(dialog.getByText(ONLY_PUBLIC_FEATURED)).toBeVisible();

  // The oldest (public) report: feature it, and disable then enable it.
  await dialog.getByRole("button", { name: "Next report" }).click();
  await expect(shownId()).toHaveText(oldest!.id);
  await dialog.getByRole("button", { name: "Feature", exact: true }).click();
  await expect(toast(page, REPORT_FEATURED)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Unfeature", exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Disable", exact: true }).click();
  await expect(toast(page, "Report disabled")).toBeVisible();
  await expect(dialog.getByText("Disabled", { exact: true }).first()).toBeVisible();
  await dialog.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(toast(page, "Report enabled")).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "admin-report-dialog", DESKTOP, { fullPage: false });
  await page.keyboard.press("Escape");
});

test("featured: the featured report shows with its photo and can be unfeatured", async ({}, testInfo) => {
  const [featured] = customer.reports;
  await openTab("Featured", "featured");
  const card = panel().locator(`[data-featured-report="${featured!.id}"]`);
  await expect(card).toBeVisible();
  const photo = card.getByRole("img");
  await expect(photo).toHaveAttribute("src", /\/api\/photos\/[^/]+\/image\?w=640$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, testInfo, "admin-featured", DESKTOP);
  await card.getByRole("button", { name: /^Unfeature/ }).click();
  await expect(toast(page, REPORT_UNFEATURED)).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("a report's hard delete needs the typed DELETE; cancelling says so and keeps it", async () => {
  const doomed = customer.reports[2]!;
  await openTab("Reports", "reports");
  await searchFor("Search reports", doomed.id);
  await expect(panel().locator("[data-report-row]")).toHaveCount(1);
  await panel().getByRole("button", { name: /^Open/ }).click();
  const dialog = page.getByRole("dialog").first();

  // Cancelled at the typed step.
  await dialog.getByRole("button", { name: "Delete report" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this report?" });
  await confirm.getByRole("button", { name: "Continue" }).click();
  await expect(confirm.getByRole("button", { name: "Delete permanently" })).toBeDisabled();
  await confirm.getByLabel(`Type ${HARD_DELETE_WORD} to confirm`).fill("delete");
  await expect(confirm.getByRole("button", { name: "Delete permanently" })).toBeDisabled();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page, REPORT_DELETION_CANCELLED)).toBeVisible();
  await expect(confirm).toBeHidden();

  // Confirmed, then DELETE typed.
  await dialog.getByRole("button", { name: "Delete report" }).click();
  await confirm.getByRole("button", { name: "Continue" }).click();
  await confirm.getByLabel(`Type ${HARD_DELETE_WORD} to confirm`).fill(HARD_DELETE_WORD);
  await confirm.getByRole("button", { name: "Delete permanently" }).click();
  await expect(toast(page, REPORT_DELETED)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(panel().getByText("Nothing matches these filters.")).toBeVisible();
  expect((await page.request.get(`/api/admin/reports/${doomed.id}`)).status()).toBe(404);
});

test("a user's hard delete: Escape and Cancel keep the user, typed DELETE erases them", async ({}, testInfo) => {
  await openTab("Users", "users");
  await searchFor("Search users", customer.email);
  const row = panel().locator(`[data-user-row="${customer.email}"]`);
  await row.getByRole("button", { name: `Manage ${customer.email}` }).click();
  const dialog = page.getByRole("dialog", { name: customer.email });
  const confirm = page.getByRole("alertdialog", { name: "Delete this user?" });

  // Cancelled at the first step, focus starting on Cancel.
  await dialog.getByRole("button", { name: "Delete user" }).click();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page, USER_DELETION_CANCELLED)).toHaveCount(1);

  // Escaped at the typed step: still cancelled, and the user is still there.
  await dialog.getByRole("button", { name: "Delete user" }).click();
  await confirm.getByRole("button", { name: "Continue" }).click();
  await expect(confirm.getByLabel(`Type ${HARD_DELETE_WORD} to confirm`)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  // A second notice, while the first (5 s) is still showing.
  await expect(toast(page, USER_DELETION_CANCELLED)).toHaveCount(2);
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Delete user" }).click();
  await confirm.getByRole("button", { name: "Continue" }).click();
  await confirm.getByLabel(`Type ${HARD_DELETE_WORD} to confirm`).fill(HARD_DELETE_WORD);
  await expectAccessible(page);
  await screenshot(page, testInfo, "admin-user-delete-typed", DESKTOP, { fullPage: false });
  await confirm.getByRole("button", { name: "Delete permanently" }).click();
  await expect(toast(page, USER_DELETED)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(panel().getByText("Nothing matches these filters.")).toBeVisible();

  // The payment stays, detached from the erased account.
  await openTab("Payments", "payments");
  await searchFor("Search payments", customer.email);
  await expect(panel().locator("[data-payment-row]")).toHaveCount(1);
});

test("the audit trail shows what was done to the user, filtered by target and by administrator", async ({}, testInfo) => {
  await openTab("Audit trail", "audit");
  await panel().getByLabel("Target type").fill("user");
  await panel().getByLabel("Target id").fill(customer.userId);
  const entries = panel().locator("[data-audit-entry]");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toHaveAttribute("data-audit-entry", "user.delete");
  await expect(entries.nth(1)).toHaveAttribute("data-audit-entry", "user.update");
  // The edit: credits 3 -> 10 and unblocked, before and after.
  await entries.nth(1).getByText("2 changes").click();
  await expect(entries.nth(1).getByRole("row", { name: /credits 3 10/ })).toBeVisible();
  await expect(entries.nth(1).getByRole("row", { name: /blocked true false/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "admin-audit-filtered", DESKTOP);

  await panel().getByRole("button", { name: "Clear filters" }).click();
  await panel().getByLabel("Administrator").fill(ADMIN_EMAIL);
  await expect(entries.first()).toBeVisible();
  const admins = await panel().locator('[data-audit-entry] [data-field="admin"]').allTextContents();
  expect(new Set(admins)).toEqual(new Set([ADMIN_EMAIL]));
  await panel().getByLabel("Administrator").fill("nobody@example.com");
  await expect(panel().getByText("Nothing matches these filters.")).toBeVisible();
});
