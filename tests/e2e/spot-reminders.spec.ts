import { expect, test, type APIRequestContext } from "@playwright/test";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json" with { type: "json" };
import { expectAccessible, okJson, screenshot, toast, uniqueEmail, VIEWPORTS } from "./support/journeys";
import { ADMIN_EMAIL } from "./support/seed";
import { signInAs } from "./support/sign-in-as";

// A spot's reminder arrives when it falls due, and its unsubscribe link turns reminders off
// without signing in; the account page has the same switch. The server's clock cannot be moved:
// the reminder pass runs through the development endpoint as of a day past the due date.

const t = createTranslator({ locale: "en", messages: en, namespace: "spots" });
const DAY = 86_400_000;

// The administrator signs in once for the file: every spec file signs in as them, and the sign-in
// codes one address may ask for in an hour are few.
let adminBearer = "";
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  adminBearer = (await signInAs(api, ADMIN_EMAIL)).accessToken;
  await api.dispose();
});

/** Runs the reminder pass as of `now`, as the administrator, through POST /api/dev/spot-reminders. */
async function runReminders(request: APIRequestContext, now: Date) {
  return okJson<{ sent: number }>(
    await request.post("/api/dev/spot-reminders", {
      data: { now: now.toISOString() },
      headers: { authorization: `Bearer ${adminBearer}` },
    }),
    "reminders",
  );
}

/** The token of the reminder e-mailed to `email`, from the development outbox (the mail's secret). */
async function reminderToken(request: APIRequestContext, email: string): Promise<string> {
  const outbox = await okJson<{ codes: { code: string; purpose: string }[] }>(
    await request.get(`/api/dev/verification-codes?email=${encodeURIComponent(email)}`),
    "outbox",
  );
  const reminders = outbox.codes.filter((mail) => mail.purpose === "spot_reminder");
  expect(reminders).toHaveLength(1);
  return reminders[0]!.code;
}

for (const viewport of VIEWPORTS) {
  test.describe(`spot reminders at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a due spot's reminder arrives once; its link, opened signed out, turns reminders off after a confirm; the account page's switch turns them back on", async ({
      page,
      browser,
      playwright,
      baseURL,
    }, testInfo) => {
      const email = uniqueEmail("spot-reminder");
      await signInAs(page.request, email);
      const spot = await okJson<{ id: string; next_check_due_at: string }>(
        await page.request.post("/api/spots", {
          data: {
            label: "Mole by the collarbone",
            body_site: "left_shoulder",
            view: "front",
            map_x: 0.3,
            map_y: 0.25,
            reminder_interval_days: 30,
          },
        }),
        "spot",
      );
      const dayAfterDue = new Date(Date.parse(spot.next_check_due_at) + DAY);
      const admin = await playwright.request.newContext({ baseURL });
      expect((await runReminders(admin, new Date())).sent).toBe(0);
      expect((await runReminders(admin, dayAfterDue)).sent).toBeGreaterThanOrEqual(1);
      expect((await runReminders(admin, dayAfterDue)).sent).toBe(0);
      await admin.dispose();
      const token = await reminderToken(page.request, email);

      // The link works in a browser that never signed in; opening it alone changes nothing.
      const visitor = await browser.newContext({ baseURL, viewport });
      const link = await visitor.newPage();
      await link.goto(`/unsubscribe/reminders?token=${token}`);
      await expect(link.getByRole("heading", { name: t("unsubscribe.question") })).toBeVisible();
      expect(
        (await okJson<{ spot_reminders: boolean }>(await page.request.get("/api/user/profile"), "profile"))
          .spot_reminders,
      ).toBe(true);
      await expectAccessible(link);
      await screenshot(link, testInfo, "unsubscribe-confirm", viewport);

      await link.getByRole("button", { name: t("unsubscribe.confirm") }).click();
      await expect(link.getByRole("heading", { name: t("unsubscribe.done") })).toBeVisible();
      await expect(link.getByRole("link", { name: t("unsubscribe.home") })).toHaveAttribute("href", "/");
      await expectAccessible(link);
      await screenshot(link, testInfo, "unsubscribe-done", viewport);
      expect(
        (await okJson<{ spot_reminders: boolean }>(await page.request.get("/api/user/profile"), "profile"))
          .spot_reminders,
      ).toBe(false);

      // A tampered link says so and offers no button.
      await link.goto(`/unsubscribe/reminders?token=${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`);
      await expect(link.getByText(t("unsubscribe.invalidText"))).toBeVisible();
      await expect(link.getByRole("button", { name: t("unsubscribe.confirm") })).toHaveCount(0);
      await expectAccessible(link);
      await screenshot(link, testInfo, "unsubscribe-invalid", viewport);
      await visitor.close();

      await page.goto("/account");
      const toggle = page.getByRole("switch", { name: "Spot reminders by e-mail" });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toast(page, en.account.reminders.on)).toBeVisible();
      await expect(toggle).toBeChecked();
      expect(
        (await okJson<{ spot_reminders: boolean }>(await page.request.get("/api/user/profile"), "profile"))
          .spot_reminders,
      ).toBe(true);
      await toggle.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await screenshot(page, testInfo, "account-reminders", viewport, { fullPage: false });

      await toggle.click();
      await expect(toast(page, en.account.reminders.off)).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await page.reload();
      await expect(page.getByRole("switch", { name: "Spot reminders by e-mail" })).not.toBeChecked();
    });
  });
}
