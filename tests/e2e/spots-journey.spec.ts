import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json" with { type: "json" };
import {
  buyThroughCheckout,
  expectAccessible,
  jpegFile,
  okJson,
  pickPhotos,
  screenshot,
  toast,
  toTheReport,
  uniqueEmail,
  VIEWPORTS,
} from "./support/journeys";
import { ADMIN_EMAIL, skinPhoto } from "./support/seed";
import { signInAs } from "./support/sign-in-as";

// A spot followed over time, the whole way a person goes: a spot made on the body map, two reports
// made on it from its page's Check again (a full report, then a follow-up with the model's word on
// the change), the two compared side by side and under the slider, a reminder set, the reminder
// received once it falls due (the pass run as of a later date: the server's clock cannot be moved)
// and its link, opened signed out, turning reminders off.

const t = createTranslator({ locale: "en", messages: en, namespace: "spots" });
const DAY = 86_400_000;
const LEFT_FOREARM_FROM_THE_FRONT = { map_x: 0.8, map_y: 0.43 };

type Spot = {
  id: string;
  body_site: string;
  view: string;
  next_check_due_at: string | null;
  reports: { id: string; report_type: string; progress_commentary: string | null }[];
};

// The administrator signs in once for the file (the codes one address may ask for in an hour are few).
let adminBearer = "";
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  adminBearer = (await signInAs(api, ADMIN_EMAIL)).accessToken;
  await api.dispose();
});

/** Check again on the spot's page, a photo, the consent, and on to the report's page. */
async function checkAgain(page: Page, spotId: string, photo: Buffer): Promise<string> {
  await page.goto(`/spots/${spotId}`);
  await page.getByRole("link", { name: t("checkAgain.action") }).click();
  await expect(page).toHaveURL(new RegExp(`/upload\\?spot=${spotId}`));
  await pickPhotos(page, [jpegFile("spot.jpg", photo)]);
  await page.getByRole("checkbox", { name: /processes my photo/ }).check();
  await page.getByTestId("main-action").click();
  return toTheReport(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`following a spot at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a spot made on the map, two checks of it compared, a reminder set, received when due, and turned off from its link", async ({
      page,
      browser,
      playwright,
      baseURL,
    }, testInfo) => {
      test.setTimeout(180_000);
      const email = uniqueEmail("spot-journey");
      await signInAs(page.request, email);
      await buyThroughCheckout(page, "subscription");

      // The map: a tap on the front's left forearm makes the spot there.
      await page.goto("/spots");
      const front = page.getByTestId("body-map-front");
      const box = (await front.boundingBox())!;
      await front.click({
        position: {
          x: box.width * LEFT_FOREARM_FROM_THE_FRONT.map_x,
          y: box.height * LEFT_FOREARM_FROM_THE_FRONT.map_y,
        },
      });
      const dialog = page.getByRole("dialog", { name: t("newSpot.title") });
      await dialog.getByLabel(t("newSpot.labelField")).fill("Freckle on the forearm");
      await dialog.getByRole("button", { name: t("save") }).click();
      await expect(toast(page, t("newSpot.saved", { label: "Freckle on the forearm" }))).toBeVisible();
      const dot = front.getByRole("link", { name: `Freckle on the forearm, ${en.bodySites.left_forearm}` });
      await expect(dot).toBeVisible();
      const [made] = await okJson<Spot[]>(await page.request.get("/api/spots"), "spots");
      expect(made).toMatchObject({ body_site: "left_forearm", view: "front" });

      // Two checks from the spot's page: a full report, then a follow-up of it.
      await dot.click();
      await expect(page).toHaveURL(`/spots/${made!.id}`);
      const first = await checkAgain(page, made!.id, await skinPhoto(900, 700));
      const second = await checkAgain(page, made!.id, await skinPhoto(900, 700));
      const spot = await okJson<Spot>(await page.request.get(`/api/spots/${made!.id}`), "spot");
      expect(spot.reports.map((r) => [r.id, r.report_type])).toEqual([
        [first, "full"],
        [second, "followup"],
      ]);

      // The history in order with the model's word between, and the two compared.
      await page.goto(`/spots/${spot.id}`);
      await expect(page.getByText(t("checkName", { number: 2 }), { exact: true }).first()).toBeVisible();
      await expect(page.getByText(t("history.changeSince", { number: 1 }))).toBeVisible();
      await expect(page.getByTestId("side-by-side").getByRole("img")).toHaveCount(2);
      await page.getByRole("tab", { name: t("compare.overlay") }).click();
      const slider = page.getByRole("slider", { name: t("compare.slider") });
      await slider.focus();
      await page.keyboard.press("End");
      await expect(slider).toHaveValue("100");
      await expectAccessible(page);
      await screenshot(page, testInfo, "spot-journey-overlay", viewport);
      await page.getByRole("tab", { name: t("compare.sideBySide") }).click();

      // A reminder every 30 days: due 30 days after the last check.
      const reminder = page.getByTestId("spot-reminder");
      await reminder.getByRole("combobox", { name: t("reminder.field") }).click();
      await page.getByRole("option", { name: t("everyDays", { days: 30 }) }).click();
      await expect
        .poll(
          async () =>
            (await okJson<Spot>(await page.request.get(`/api/spots/${spot.id}`), "spot")).next_check_due_at,
        )
        .not.toBeNull();
      const dueAt = (await okJson<Spot>(await page.request.get(`/api/spots/${spot.id}`), "spot"))
        .next_check_due_at!;

      // The pass as of a day after the due date sends this person's reminder, once. (Its own
      // context: the page's carries the person's session cookie, which would sign the call in.)
      const admin = await playwright.request.newContext({ baseURL });
      const run = async (now: Date) =>
        okJson<{ sent: number }>(
          await admin.post("/api/dev/spot-reminders", {
            data: { now: now.toISOString() },
            headers: { authorization: `Bearer ${adminBearer}` },
          }),
          "reminders",
        );
      await run(new Date(Date.parse(dueAt) + DAY));
      await run(new Date(Date.parse(dueAt) + 2 * DAY));
      await admin.dispose();
      const outbox = await okJson<{ codes: { code: string; purpose: string }[] }>(
        await page.request.get(`/api/dev/verification-codes?email=${encodeURIComponent(email)}`),
        "outbox",
      );
      const reminders = outbox.codes.filter((mail) => mail.purpose === "spot_reminder");
      expect(reminders).toHaveLength(1);

      // Its link, in a browser that never signed in, turns reminders off.
      const visitor = await browser.newContext({ baseURL, viewport });
      const link = await visitor.newPage();
      await link.goto(`/unsubscribe/reminders?token=${reminders[0]!.code}`);
      await link.getByRole("button", { name: t("unsubscribe.confirm") }).click();
      await expect(link.getByRole("heading", { name: t("unsubscribe.done") })).toBeVisible();
      await visitor.close();
      expect(
        (await okJson<{ spot_reminders: boolean }>(await page.request.get("/api/user/profile"), "profile"))
          .spot_reminders,
      ).toBe(false);
      // The spot's page says reminders are off for the account.
      await page.goto(`/spots/${spot.id}`);
      await expect(page.getByTestId("spot-reminder").getByRole("link")).toHaveAttribute("href", "/account");
    });
  });
}
