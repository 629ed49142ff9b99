import { expect, test, type Locator, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { siteAnchor } from "@/lib/spots/body-map";
import en from "@/messages/en.json" with { type: "json" };
import { expectAccessible, screenshot, toast, uniqueEmail, VIEWPORTS } from "./support/journeys";
import { signInAs } from "./support/sign-in-as";
import { formatterFor } from "@/lib/i18n/format";
import { SHORT_DATE_FORMAT } from "@/lib/reports/dates";

// /spots: the body map and the list of a person's spots. A visitor is asked to sign in; a signed-in
// person taps the map (or uses Add a spot from the keyboard) to make a spot, and its dot and entry
// appear. Whether a check is due is the server's word: the server's clock cannot be moved, so the
// due colouring is checked on the server's answer with one spot marked due.

const t = createTranslator({ locale: "en", messages: en, namespace: "spots" });
const sites = en.bodySites;

type Spot = {
  id: string;
  label: string;
  body_site: string;
  view: "front" | "back";
  map_x: number;
  map_y: number;
  reminder_interval_days: number | null;
  next_check_due_at: string | null;
  check_due: boolean;
};

const LEFT_SHOULDER_FROM_BEHIND = { map_x: 0.325, map_y: 0.173 };

async function spotsOf(page: Page): Promise<Spot[]> {
  const answer = await page.request.get("/api/spots");
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Spot[];
}

/** The background colour a mark is drawn in (its dot's inner circle). */
const markColour = (mark: Locator) => mark.evaluate((element) => getComputedStyle(element).backgroundColor);

const legendMark = (page: Page, name: string) =>
  page
    .getByRole("list", { name: t("map.legend") })
    .getByRole("listitem")
    .filter({ hasText: name })
    .locator("span");

for (const viewport of VIEWPORTS) {
  test.describe(`the spots map at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a visitor is asked to sign in, not shown a 404, and the page is not indexed", async ({
      page,
    }, testInfo) => {
      const response = await page.goto("/spots");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: t("map.title") })).toBeVisible();
      await expect(page.getByText(t("map.signInLead"))).toBeVisible();
      await expect(page.getByRole("main").getByRole("textbox", { name: /e-?mail/i })).toBeVisible();
      await expect(page.getByTestId("body-map-front")).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expectAccessible(page);
      await screenshot(page, testInfo, "spots-visitor", viewport);
    });

    test("a tap on the back's left shoulder opens a new spot there, and saving puts its dot on the map and in the list", async ({
      page,
    }, testInfo) => {
      await signInAs(page.request, uniqueEmail("spots-tap"));
      await page.goto("/spots");
      await expect(page.getByRole("heading", { level: 1, name: t("map.title") })).toBeVisible();
      await expect(page.getByRole("heading", { name: t("list.emptyTitle") })).toBeVisible();
      await screenshot(page, testInfo, "spots-empty", viewport);

      const back = page.getByTestId("body-map-back");
      const box = (await back.boundingBox())!;
      const tap = {
        x: box.width * LEFT_SHOULDER_FROM_BEHIND.map_x,
        y: box.height * LEFT_SHOULDER_FROM_BEHIND.map_y,
      };
      await back.click({ position: tap });

      const dialog = page.getByRole("dialog", { name: t("newSpot.title") });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("combobox", { name: t("newSpot.siteField") })).toHaveText(
        sites.left_shoulder,
      );
      await expect(dialog.getByRole("combobox", { name: t("newSpot.reminderField") })).toHaveText(
        t("noReminder"),
      );
      await expect(dialog.getByLabel(t("newSpot.labelField"))).toBeFocused();
      await expect(dialog.getByTestId("new-spot-preview")).toHaveAttribute("data-view", "back");
      // The marker shows where the tap was while the dialog is open.
      const marker = back.getByTestId("new-spot-marker");
      await expect(marker).toHaveCount(1);
      const markerBox = (await marker.boundingBox())!;
      expect(Math.abs(markerBox.x + markerBox.width / 2 - (box.x + tap.x))).toBeLessThan(2);
      expect(Math.abs(markerBox.y + markerBox.height / 2 - (box.y + tap.y))).toBeLessThan(2);
      await expectAccessible(page);
      await screenshot(page, testInfo, "spots-new-dialog", viewport, { fullPage: false });

      await dialog.getByLabel(t("newSpot.labelField")).fill("Mole by the collarbone");
      await dialog.getByRole("combobox", { name: t("newSpot.reminderField") }).click();
      await page.getByRole("option", { name: t("everyDays", { days: 90 }) }).click();
      await dialog.getByRole("button", { name: t("save") }).click();
      await expect(toast(page, t("newSpot.saved", { label: "Mole by the collarbone" }))).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(marker).toHaveCount(0);

      const dot = back.getByRole("link", { name: `Mole by the collarbone, ${sites.left_shoulder}` });
      await expect(dot).toBeVisible();
      await expect(page.getByTestId("body-map-front").getByRole("link")).toHaveCount(0);
      const dotBox = (await dot.boundingBox())!;
      expect(Math.abs(dotBox.x + dotBox.width / 2 - (box.x + tap.x))).toBeLessThan(3);
      expect(Math.abs(dotBox.y + dotBox.height / 2 - (box.y + tap.y))).toBeLessThan(3);
      // Not due: the primary colour, as the legend says.
      await expect(dot).toHaveAttribute("data-due", "false");
      expect(await markColour(dot.locator("span"))).toBe(
        await markColour(legendMark(page, t("map.legendNotDue"))),
      );

      const [spot] = await spotsOf(page);
      expect(spot).toMatchObject({
        label: "Mole by the collarbone",
        body_site: "left_shoulder",
        view: "back",
        reminder_interval_days: 90,
        check_due: false,
      });
      expect(spot!.map_x).toBeCloseTo(LEFT_SHOULDER_FROM_BEHIND.map_x, 1);
      expect(spot!.map_y).toBeCloseTo(LEFT_SHOULDER_FROM_BEHIND.map_y, 1);
      await expect(dot).toHaveAttribute("href", `/spots/${spot!.id}`);

      const entry = page.locator(`[data-spot-entry="${spot!.id}"]`);
      await expect(entry).toHaveAttribute("href", `/spots/${spot!.id}`);
      await expect(entry).toContainText("Mole by the collarbone");
      await expect(entry).toContainText(`${sites.left_shoulder} · ${t("views.back")}`);
      await expect(entry.locator('[data-field="last-check"]')).toHaveText(t("notCheckedYet"));
      // British English, as every English page writes dates: "5 Mar 2027".
      const due = formatterFor("en").dateTime(new Date(spot!.next_check_due_at!), SHORT_DATE_FORMAT);
      await expect(entry.locator('[data-field="next-check"]')).toHaveText(due);
      await expect(entry.locator('[data-field="reports"]')).toHaveText("0");
      await expect(page.getByRole("heading", { name: t("list.emptyTitle") })).toHaveCount(0);

      await expectAccessible(page);
      await screenshot(page, testInfo, "spots-with-spot", viewport);
    });

    test("from the keyboard, Add a spot asks for the site and places the spot in its middle", async ({
      page,
    }) => {
      await signInAs(page.request, uniqueEmail("spots-keys"));
      await page.goto("/spots");
      await expect(page.getByRole("heading", { name: t("list.emptyTitle") })).toBeVisible();

      const add = page.getByRole("button", { name: t("map.addSpot") });
      await add.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: t("newSpot.title") });
      await expect(dialog).toBeVisible();
      const site = dialog.getByRole("combobox", { name: t("newSpot.siteField") });
      await expect(site).toHaveText(t("newSpot.sitePlaceholder"));
      await expect(page.getByTestId("new-spot-marker")).toHaveCount(0);
      await expect(dialog.getByTestId("new-spot-preview")).not.toHaveAttribute("data-view");

      // Nothing typed and no site: the form says what is missing and sends nothing.
      await dialog.getByRole("button", { name: t("save") }).press("Enter");
      await expect(dialog.getByText(t("newSpot.labelErrors.empty"))).toBeVisible();
      await expect(dialog.getByText(t("newSpot.siteRequired"))).toBeVisible();
      expect(await spotsOf(page)).toEqual([]);

      await dialog.getByLabel(t("newSpot.labelField")).focus();
      await page.keyboard.type("Freckle behind the knee");
      await page.keyboard.press("Tab");
      await expect(site).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("listbox")).toBeVisible();
      await page.keyboard.type("Right kn");
      await expect(page.getByRole("option", { name: sites.right_knee })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(site).toHaveText(sites.right_knee);
      await expect(site).toBeFocused();
      await expect(dialog.getByTestId("new-spot-preview")).toHaveAttribute("data-view", "front");

      // A refusal shows the server's detail in the dialog; the spot is not made.
      const refusal = "label: must not contain control characters";
      await page.route("**/api/spots", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 422, json: { detail: refusal } })
          : route.fallback(),
      );
      await page.keyboard.press("Tab"); // Reminder
      await page.keyboard.press("Tab"); // Cancel
      await page.keyboard.press("Tab"); // Save
      await expect(dialog.getByRole("button", { name: t("save") })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("alert")).toHaveText(refusal);
      await page.unroute("**/api/spots");

      // Save was disabled while it sent, which took the focus from it.
      await dialog.getByRole("button", { name: t("save") }).press("Enter");
      await expect(toast(page, t("newSpot.saved", { label: "Freckle behind the knee" }))).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(add).toBeFocused();

      const [spot] = await spotsOf(page);
      expect(spot).toMatchObject({
        label: "Freckle behind the knee",
        body_site: "right_knee",
        reminder_interval_days: null,
        check_due: false,
        ...siteAnchor("right_knee"),
      });
      const dot = page
        .getByTestId(`body-map-${spot!.view}`)
        .getByRole("link", { name: `Freckle behind the knee, ${sites.right_knee}` });
      await expect(dot).toHaveAttribute("href", `/spots/${spot!.id}`);
      const entry = page.locator(`[data-spot-entry="${spot!.id}"]`);
      await expect(entry.locator('[data-field="next-check"]')).toHaveText(t("noReminder"));
      // The dot is reached with Tab like any link.
      await dot.focus();
      await expect(dot).toBeFocused();
    });

    test("a spot the server calls due has a due dot, named so, and Due now in the list", async ({
      page,
    }, testInfo) => {
      await signInAs(page.request, uniqueEmail("spots-due"));
      for (const [label, body_site, reminder] of [
        ["Patch on the back", "upper_back", 30],
        ["Mole on the hand", "left_hand", null],
      ] as const) {
        const made = await page.request.post("/api/spots", {
          data: { label, body_site, ...siteAnchor(body_site), reminder_interval_days: reminder },
        });
        expect(made.ok(), await made.text()).toBe(true);
      }
      // The server's clock cannot be moved: its answer stands in with the first spot's due date come.
      await page.route("**/api/spots", async (route) => {
        if (route.request().method() !== "GET") return route.fallback();
        const answer = await route.fetch();
        const spots = ((await answer.json()) as Spot[]).map((spot) =>
          spot.label === "Patch on the back"
            ? { ...spot, check_due: true, next_check_due_at: "2026-01-01T00:00:00.000Z" }
            : spot,
        );
        await route.fulfill({ response: answer, json: spots });
      });
      await page.goto("/spots");

      const due = page.getByRole("link", {
        name: `Patch on the back, ${sites.upper_back}, ${t("map.dotDue")}`,
      });
      const notDue = page.getByRole("link", { name: `Mole on the hand, ${sites.left_hand}` });
      await expect(due).toHaveAttribute("data-due", "true");
      await expect(notDue).toHaveAttribute("data-due", "false");
      const dueColour = await markColour(legendMark(page, t("map.legendDue")));
      expect(dueColour).not.toBe(await markColour(legendMark(page, t("map.legendNotDue"))));
      expect(await markColour(due.locator("span"))).toBe(dueColour);
      expect(await markColour(notDue.locator("span"))).toBe(
        await markColour(legendMark(page, t("map.legendNotDue"))),
      );

      const entries = page.locator("[data-spot-entry]");
      await expect(entries).toHaveCount(2);
      await expect(
        entries.filter({ hasText: "Patch on the back" }).locator('[data-field="next-check"]'),
      ).toHaveText(t("dueNow"));
      await expect(
        entries.filter({ hasText: "Mole on the hand" }).locator('[data-field="next-check"]'),
      ).toHaveText(t("noReminder"));
      await expectAccessible(page);
      await screenshot(page, testInfo, "spots-due", viewport);
    });
  });
}

test("the account page leads to /spots", async ({ page }) => {
  await signInAs(page.request, uniqueEmail("spots-account"));
  await page.goto("/account");
  await expect(page.getByRole("link", { name: t("accountCard.action") })).toHaveAttribute("href", "/spots");
});
