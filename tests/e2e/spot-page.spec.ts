import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import sharp from "sharp";
import type { SpotDetail } from "@/lib/api-client";
import { formatReportDate } from "@/lib/reports/dates";
import en from "@/messages/en.json" with { type: "json" };
import { expectAccessible, okJson, screenshot, toast, uniqueEmail, VIEWPORTS } from "./support/journeys";
import { colouredJpeg } from "./support/seed";
import { latestCode, signInAs } from "./support/sign-in-as";

// A spot's page: its checks in order with their dates, the two photos compared side by side and
// with the overlay slider, the reminder, Check again, rename and delete; someone else's spot is
// not found, and a visitor is asked to sign in. The data is made through the API with the
// demonstration analysis.

const t = createTranslator({ locale: "en", messages: en, namespace: "spots" });
const checkName = (index: number) => t("checkName", { number: index + 1 });

// Far apart, so a pixel of the page says which photo shows there.
const EARLIER = { hex: "#e0b090", rgb: [224, 176, 144] };
const LATER = { hex: "#503020", rgb: [80, 48, 32] };

async function photoOf(
  request: APIRequestContext,
  colour: string,
  privacy: "public" | "private" = "private",
): Promise<string[]> {
  const upload = await okJson<{ photo_ids: string[] }>(
    await request.post("/api/photos/upload", {
      multipart: {
        files: { name: "spot.jpg", mimeType: "image/jpeg", buffer: await colouredJpeg(colour, 640, 480) },
        privacy_setting: privacy,
      },
    }),
    "upload",
  );
  return upload.photo_ids;
}

/** The yearly subscription through the simulated checkout, by API: follow-ups are then allowed. */
async function subscribe(request: APIRequestContext) {
  const { checkout_url } = await okJson<{ checkout_url: string }>(
    await request.post("/api/create-checkout-session", {
      data: { plan_type: "subscription", plan_details: { type: "yearly" } },
    }),
    "checkout",
  );
  const session = new URL(checkout_url, "http://x").searchParams.get("session")!;
  await okJson(await request.post("/api/checkout/simulated", { data: { session_id: session } }), "confirm");
}

async function createSpot(request: APIRequestContext, label: string): Promise<SpotDetail> {
  return okJson<SpotDetail>(
    await request.post("/api/spots", {
      data: { label, body_site: "left_shoulder", view: "front", map_x: 0.3, map_y: 0.25 },
    }),
    "spot",
  );
}

async function spotOf(request: APIRequestContext, id: string): Promise<SpotDetail> {
  return okJson<SpotDetail>(await request.get(`/api/spots/${id}`), "read spot");
}

/** Which of the two photos the page shows at a point: the nearer colour of a small patch there. */
async function photoAt(page: Page, box: Locator, xFraction: number, yFraction = 0.7) {
  await box.scrollIntoViewIfNeeded();
  const area = (await box.boundingBox())!;
  const shot = await page.screenshot({
    clip: {
      x: area.x + area.width * xFraction - 2,
      y: area.y + area.height * yFraction - 2,
      width: 4,
      height: 4,
    },
  });
  const { data } = await sharp(shot).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
  const distance = (rgb: number[]) =>
    rgb.reduce((sum, value, i) => sum + Math.abs(value - (data[i] ?? 0)), 0);
  return distance(EARLIER.rgb) < distance(LATER.rgb) ? "earlier" : "later";
}

for (const viewport of VIEWPORTS) {
  test.describe(`spot page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a subscriber sees both checks in order, compares them side by side and with the slider, sets a reminder, checks again, renames and deletes the spot", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await signInAs(page.request, uniqueEmail("spot-page"));
      await subscribe(page.request);
      const spot = await createSpot(page.request, "Mole on the shoulder");
      const first = await okJson<{ report_id: string }>(
        await page.request.post("/api/analysis/full", {
          data: { photo_ids: await photoOf(page.request, EARLIER.hex), spot_id: spot.id },
        }),
        "full report",
      );
      const second = await okJson<{ report_id: string }>(
        await page.request.post("/api/analysis/followup", {
          data: {
            photo_ids: await photoOf(page.request, LATER.hex),
            previous_report_id: first.report_id,
            is_followup: true,
            spot_id: spot.id,
          },
        }),
        "follow-up",
      );
      const stored = await spotOf(page.request, spot.id);
      expect(stored.reports.map((check) => check.id)).toEqual([first.report_id, second.report_id]);

      await page.goto(`/spots/${spot.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Mole on the shoulder" })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('[data-field="site"]')).toHaveText(en.bodySites.left_shoulder);
      await expect(page.locator('[data-field="report-count"]')).toHaveText("2");
      await expect(page.locator('[data-field="last-check"]')).toHaveText(
        formatReportDate(stored.last_check_at),
      );
      await expect(page.locator('[data-field="due"]')).toHaveCount(0);

      // The history: both checks, oldest first, with their dates, types, links and photos, and the
      // follow-up's commentary between them.
      const checks = page.locator("[data-check]");
      await expect(checks).toHaveCount(2);
      for (const [i, check] of stored.reports.entries()) {
        const item = checks.nth(i);
        await expect(item).toHaveAttribute("data-check", check.id);
        await expect(item.getByText(checkName(i), { exact: true })).toBeVisible();
        await expect(item.locator("time")).toHaveText(formatReportDate(check.created_at));
        await expect(item.locator('[data-field="report-type"]')).toHaveText(
          t(`history.reportTypes.${check.report_type}`),
        );
        await expect(item.getByRole("link", { name: check.title })).toHaveAttribute(
          "href",
          `/analysis/${check.id}`,
        );
        const photo = item.getByRole("img", {
          name: t("history.photo", { photo: 1, number: i + 1, date: formatReportDate(check.created_at) }),
        });
        await expect(photo).toBeVisible();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      expect(stored.reports[1]!.progress_commentary).toBeTruthy();
      const commentary = page.locator("[data-progress-commentary]");
      await expect(commentary).toHaveCount(1);
      await expect(checks.nth(1).locator("[data-progress-commentary]")).toContainText(
        stored.reports[1]!.progress_commentary!,
      );
      await expectAccessible(page);
      await screenshot(page, testInfo, "spot-page", viewport);

      // Compare, side by side: the first and the last check, in boxes of one size, with their dates.
      const compare = page.getByRole("region", { name: t("compare.title") });
      await compare.scrollIntoViewIfNeeded();
      await expect(compare.getByRole("combobox", { name: t("compare.before") })).toContainText(checkName(0));
      await expect(compare.getByRole("combobox", { name: t("compare.after") })).toContainText(checkName(1));
      await expect(compare.getByRole("tab", { name: t("compare.sideBySide") })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const before = compare.locator('[data-compared="before"]');
      const after = compare.locator('[data-compared="after"]');
      await expect(before.locator("time")).toHaveText(formatReportDate(stored.reports[0]!.created_at));
      await expect(after.locator("time")).toHaveText(formatReportDate(stored.reports[1]!.created_at));
      const beforeImage = before.getByRole("img");
      const afterImage = after.getByRole("img");
      await expect
        .poll(() => afterImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const [a, b] = [(await beforeImage.boundingBox())!, (await afterImage.boundingBox())!];
      expect(Math.abs(a.width - b.width)).toBeLessThan(1);
      expect(Math.abs(a.height - b.height)).toBeLessThan(1);
      expect(Math.abs(a.y - b.y)).toBeLessThan(1);
      expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      expect(await photoAt(page, beforeImage, 0.5)).toBe("earlier");
      expect(await photoAt(page, afterImage, 0.5)).toBe("later");
      await compare.screenshot({
        path: `test-results/screenshots/spot-compare-side-${testInfo.project.name}-${viewport.name}.png`,
      });

      // The overlay: the earlier photo over the later one up to the divider, moved by keys and by a drag.
      await compare.getByRole("tab", { name: t("compare.overlay") }).click();
      const box = compare.getByTestId("overlay-box");
      const slider = compare.getByRole("slider", { name: t("compare.slider") });
      await expect(slider).toHaveValue("50");
      await expect.poll(() => photoAt(page, box, 0.25)).toBe("earlier");
      await expect.poll(() => photoAt(page, box, 0.75)).toBe("later");
      await slider.focus();
      await page.keyboard.press("End");
      await expect(slider).toHaveValue("100");
      await expect.poll(() => photoAt(page, box, 0.75)).toBe("earlier");
      await page.keyboard.press("Home");
      await expect(slider).toHaveValue("0");
      await expect.poll(() => photoAt(page, box, 0.25)).toBe("later");
      await page.keyboard.press("ArrowRight");
      await expect(slider).toHaveValue("1");
      const area = (await box.boundingBox())!;
      await page.mouse.move(area.x + area.width * 0.2, area.y + area.height * 0.5);
      await page.mouse.down();
      await page.mouse.move(area.x + area.width * 0.8, area.y + area.height * 0.5, { steps: 5 });
      await page.mouse.up();
      await expect(slider).toHaveValue(/^(79|80|81)$/);
      await expect.poll(() => photoAt(page, box, 0.7)).toBe("earlier");
      await expect.poll(() => photoAt(page, box, 0.9)).toBe("later");
      await expectAccessible(page);
      await compare.screenshot({
        path: `test-results/screenshots/spot-compare-overlay-${testInfo.project.name}-${viewport.name}.png`,
      });

      // The reminder: the next due date shown is the server's.
      const reminder = page.getByTestId("spot-reminder");
      await reminder.scrollIntoViewIfNeeded();
      await reminder.getByRole("combobox", { name: t("reminder.field") }).click();
      await page.getByRole("option", { name: t("everyDays", { days: 90 }) }).click();
      await expect(toast(page, t("reminder.saved"))).toBeVisible();
      const reminded = await spotOf(page.request, spot.id);
      expect(reminded.reminder_interval_days).toBe(90);
      expect(reminded.next_check_due_at).not.toBeNull();
      const due = formatReportDate(reminded.next_check_due_at);
      await expect(reminder.locator('[data-field="reminder-next-due"] time')).toHaveText(due);
      await expect(page.locator('[data-field="next-due"]')).toHaveText(due);
      await expect(reminder.getByRole("combobox", { name: t("reminder.field") })).toHaveText(
        t("everyDays", { days: 90 }),
      );
      await expectAccessible(page);
      await reminder.screenshot({
        path: `test-results/screenshots/spot-reminder-${testInfo.project.name}-${viewport.name}.png`,
      });

      // Rename: a blank name is refused in the form; a new one is saved and shown.
      await page.getByRole("button", { name: t("rename.action") }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(t("rename.field")).fill("   ");
      await dialog.getByRole("button", { name: t("save") }).click();
      await expect(dialog.getByText(t("rename.nameErrors.empty"))).toBeVisible();
      await dialog.getByLabel(t("rename.field")).fill("Mole by the collarbone");
      await expectAccessible(page);
      await screenshot(page, testInfo, "spot-rename", viewport, { fullPage: false });
      await dialog.getByRole("button", { name: t("save") }).click();
      await expect(toast(page, t("rename.done"))).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Mole by the collarbone" })).toBeVisible();
      expect((await spotOf(page.request, spot.id)).label).toBe("Mole by the collarbone");

      // Check again: a follow-up of the last check, since the server says this subscriber may.
      const entitlements = await okJson<{ can_follow_up: boolean }>(
        await page.request.get("/api/user/entitlements"),
        "entitlements",
      );
      expect(entitlements.can_follow_up).toBe(true);
      const checkAgain = page.getByRole("link", { name: t("checkAgain.action") });
      await expect(checkAgain).toHaveAttribute(
        "href",
        `/upload?spot=${spot.id}&followup=${second.report_id}`,
      );
      await checkAgain.click();
      await expect(page).toHaveURL(`/upload?spot=${spot.id}&followup=${second.report_id}`);

      // Delete: the spot is gone, its reports stay.
      await page.goto(`/spots/${spot.id}`);
      await page.getByRole("button", { name: t("delete.action") }).click();
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: t("delete.confirm") })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: t("delete.done") })).toBeVisible();
      expect((await page.request.get(`/api/spots/${spot.id}`)).status()).toBe(404);
      for (const report of [first, second]) {
        const kept = await okJson<{ id: string; spot_id?: string | null }>(
          await page.request.get(`/api/reports/${report.report_id}`),
          "report",
        );
        expect(kept.id).toBe(report.report_id);
        expect(kept.spot_id ?? null).toBeNull();
      }
      await expectAccessible(page);
      await screenshot(page, testInfo, "spot-deleted", viewport);
    });

    test("someone else's spot is not found, a visitor is asked to sign in, and a free user's spot of one check offers a new report", async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000);
      const ownerEmail = uniqueEmail("spot-owner");
      await signInAs(page.request, ownerEmail);
      const theirs = await createSpot(page.request, "Their mole");

      // A visitor: the sign-in, inline.
      const visitor = await browser.newContext({ baseURL, viewport });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/spots/${theirs.id}`);
      await expect(visitorPage.getByRole("heading", { level: 1, name: t("spot.signInTitle") })).toBeVisible();
      await expect(visitorPage.getByRole("textbox", { name: "Email address" })).toBeVisible();
      await expect(visitorPage.getByText("Their mole")).toHaveCount(0);
      await expect(visitorPage).toHaveTitle(new RegExp(t("spot.title")));
      expect(await visitorPage.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      await expectAccessible(visitorPage);
      await screenshot(visitorPage, testInfo, "spot-sign-in", viewport);
      // Signing in there shows the spot, without leaving the page.
      await visitorPage.getByLabel("Email address").fill(ownerEmail);
      await visitorPage.getByRole("button", { name: "Send Verification Code" }).click();
      // The code step shows once the new code is sent (the owner's earlier code is in the outbox too).
      await expect(visitorPage.getByRole("heading", { name: "Enter your code" })).toBeVisible();
      await visitorPage
        .getByLabel("Verification code")
        .fill(await latestCode(visitorPage.request, ownerEmail));
      await visitorPage.getByRole("button", { name: "Verify & Continue" }).click();
      await expect(visitorPage.getByRole("heading", { level: 1, name: "Their mole" })).toBeVisible();
      await expect(visitorPage).toHaveURL(`/spots/${theirs.id}`);
      await visitor.close();

      // Another signed-in user: not found, as for a spot that does not exist.
      const other = await browser.newContext({ baseURL, viewport });
      const otherPage = await other.newPage();
      await signInAs(otherPage.request, uniqueEmail("spot-stranger"));
      await otherPage.goto(`/spots/${theirs.id}`);
      await expect(otherPage.getByRole("heading", { level: 1, name: t("spot.notFoundTitle") })).toBeVisible();
      await expect(otherPage.getByText("Their mole")).toHaveCount(0);
      await expectAccessible(otherPage);
      await screenshot(otherPage, testInfo, "spot-not-found", viewport);

      // Their own spot with one summary: nothing to compare yet, and Check again makes a new report
      // (the server does not let a free user follow up).
      const own = await createSpot(otherPage.request, "Freckle on the arm");
      const summary = await okJson<{ report_id: string }>(
        await otherPage.request.post("/api/analysis/summary", {
          data: {
            photo_ids: await photoOf(otherPage.request, EARLIER.hex, "public"),
            spot_id: own.id,
          },
        }),
        "summary",
      );
      expect(
        (
          await okJson<{ can_follow_up: boolean }>(
            await otherPage.request.get("/api/user/entitlements"),
            "entitlements",
          )
        ).can_follow_up,
      ).toBe(false);
      // The server's word that the spot is due is what shows the badge.
      // And a refusal of the reminder shows the server's detail (the page's choices are all valid).
      const refusal = "reminder_interval_days: must be between 30 and 365 days";
      await otherPage.route(`**/api/spots/${own.id}`, async (route) => {
        if (route.request().method() === "PATCH")
          return route.fulfill({ status: 422, json: { detail: refusal } });
        const answer = await route.fetch();
        await route.fulfill({ response: answer, json: { ...(await answer.json()), check_due: true } });
      });
      // Reminder e-mails off for the account: the page says so, and where to turn them on.
      await okJson(
        await otherPage.request.patch("/api/user/profile", { data: { spot_reminders: false } }),
        "reminders off",
      );
      await otherPage.goto(`/spots/${own.id}`);
      await expect(otherPage.locator("[data-check]")).toHaveCount(1);
      await expect(otherPage.locator("[data-check]").getByRole("link")).toHaveAttribute(
        "href",
        `/analysis/${summary.report_id}`,
      );
      await expect(otherPage.locator('[data-field="due"]')).toHaveText(t("dueNow"));
      await expect(otherPage.getByText(t("compare.needsTwo"))).toBeVisible();
      await expect(otherPage.getByRole("link", { name: t("checkAgain.action") })).toHaveAttribute(
        "href",
        `/upload?spot=${own.id}`,
      );
      const reminder = otherPage.getByTestId("spot-reminder");
      await expect(reminder.getByText(t("reminder.accountOff"))).toBeVisible();
      await expect(reminder.getByRole("link", { name: t("reminder.accountLink") })).toHaveAttribute(
        "href",
        "/account",
      );
      await reminder.getByRole("combobox", { name: t("reminder.field") }).click();
      await otherPage.getByRole("option", { name: t("everyDays", { days: 30 }) }).click();
      await expect(toast(otherPage, refusal)).toBeVisible();
      await expect(reminder.getByRole("alert")).toHaveText(refusal);
      await expect(reminder.getByRole("combobox", { name: t("reminder.field") })).toHaveText(t("noReminder"));
      expect((await spotOf(otherPage.request, own.id)).reminder_interval_days).toBeNull();
      await expectAccessible(otherPage);
      await screenshot(otherPage, testInfo, "spot-one-check", viewport);
      await other.close();
    });
  });
}
