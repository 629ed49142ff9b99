import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json" with { type: "json" };
import { signInAs } from "./support/sign-in-as";

// The console is hidden from everyone but administrators: others get the
// ordinary 404 page, as if /admin did not exist.

async function expectNotFoundPage(page: Page, shot: string) {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: en.errors.notFound.title })).toBeVisible();
  await expect(page.getByRole("link", { name: en.errors.backHome })).toHaveAttribute("href", "/");
  await expect(page.getByText("Admin console")).toHaveCount(0);
  await page.screenshot({ path: `test-results/screenshots/${shot}.png`, fullPage: true });
}

test.describe("admin gate", () => {
  test("a visitor sees the not-found page at /admin", async ({ page }, testInfo) => {
    await expectNotFoundPage(page, `admin-gate-visitor-${testInfo.project.name}`);
  });

  test("an ordinary signed-in user sees the not-found page at /admin", async ({ page }, testInfo) => {
    await signInAs(page.request, "someone@example.com");
    expect((await page.request.get("/api/user/profile")).ok()).toBe(true);
    await expectNotFoundPage(page, `admin-gate-user-${testInfo.project.name}`);
  });

  test("a tampered session cookie sees the not-found page at /admin", async ({ page, context }, testInfo) => {
    await signInAs(page.request, "admin@example.com");
    const session = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
    if (!session) throw new Error("signing in set no session cookie");
    const tampered = session.value.slice(0, -4) + (session.value.endsWith("AAAA") ? "BBBB" : "AAAA");
    await context.addCookies([{ ...session, value: tampered }]);
    await expectNotFoundPage(page, `admin-gate-tampered-${testInfo.project.name}`);
  });

  test("the administrator sees the admin console", async ({ page }, testInfo) => {
    await signInAs(page.request, "admin@example.com");
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin console");
    for (const label of [
      "Total users",
      "Paying users",
      "Conversion rate",
      "Total revenue",
      "Active subscriptions",
      "Total reports",
      "Reports this month",
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.locator('[data-stat="total_users"]')).toHaveText(/^\d+$/);
    await page.screenshot({
      path: `test-results/screenshots/admin-gate-admin-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
});
