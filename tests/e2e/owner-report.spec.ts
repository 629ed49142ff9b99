import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { creatorSecretKey, uploadSecretKey } from "@/components/report-owner/browser-secrets";
import { MOCK_NOTICE } from "@/lib/ai/mock";
import {
  VIEWPORTS,
  creditsOf,
  expectAccessible,
  jpegFile,
  ownPhoto,
  pickPhotos,
  screenshot,
  toast,
  uniqueEmail,
} from "./support/journeys";
import { colouredJpeg, skinPhoto } from "./support/seed";
import { latestCode, signInAs } from "./support/sign-in-as";
import { allowManyVisitorSummaries } from "./support/settings";
import { en, english } from "./support/english";

// The owner's report page /analysis/{id}: the visitor's free full report by
// e-mailed code, an upgrade in place with a credit, the NO CREDITS state and
// an unavailable photo, a subscriber's follow-up and progress timeline, and a
// visitor taking their public report down. Every journey at 1280 and 390 px.
// Sharing as unlisted is part of private-report.spec.ts.

type Made = { report_id: string; creator_secret: string | null };

async function json<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Uploads a photo as whoever the request context is (visitor, or signed in by cookie). */
async function upload(request: APIRequestContext, colour: string, privacy = "public") {
  return json<{ photo_ids: string[]; upload_secret: string | null }>(
    await request.post("/api/photos/upload", {
      multipart: {
        files: { name: "skin.jpg", mimeType: "image/jpeg", buffer: await colouredJpeg(colour, 640, 480) },
        privacy_setting: privacy,
      },
    }),
    "upload",
  );
}

/** A visitor's summary made the way the wizard makes it, with the secrets its browser keeps. */
async function visitorSummary(request: APIRequestContext) {
  const photos = await upload(request, "#c99672");
  const made = await json<Made>(
    await request.post("/api/analysis/summary", {
      data: { photo_ids: photos.photo_ids, upload_secret: photos.upload_secret, privacy_setting: "public" },
    }),
    "summary",
  );
  return { id: made.report_id, creatorSecret: made.creator_secret!, uploadSecret: photos.upload_secret! };
}

/** What the upload wizard leaves in the browser after a visitor's analysis. */
async function keepSecrets(page: Page, id: string, creatorSecret: string, uploadSecret: string) {
  await page.goto("/");
  await page.evaluate(
    ([ck, cv, uk, uv]) => {
      window.localStorage.setItem(ck!, cv!);
      window.localStorage.setItem(uk!, uv!);
    },
    [creatorSecretKey(id), creatorSecret, uploadSecretKey(id), uploadSecret],
  );
}

async function buy(request: APIRequestContext, planType: "credits" | "subscription") {
  const details = planType === "credits" ? { type: "credits", credits: 3 } : { type: "yearly" };
  const { checkout_url } = await json<{ checkout_url: string }>(
    await request.post("/api/create-checkout-session", {
      data: { plan_type: planType, plan_details: details },
    }),
    "checkout",
  );
  const session = new URL(checkout_url, "http://x").searchParams.get("session")!;
  await json(await request.post("/api/checkout/simulated", { data: { session_id: session } }), "confirm");
}

async function signedInSummary(request: APIRequestContext, privacy = "public") {
  const photos = await upload(request, "#b5836a", privacy);
  const made = await json<Made>(
    await request.post("/api/analysis/summary", {
      data: { photo_ids: photos.photo_ids, privacy_setting: privacy },
    }),
    "summary",
  );
  return made.report_id;
}

/** axe once toasts have finished fading (a half-faded toast is a contrast finding of the moment, not of the page). */
async function accessibleOnceSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
  );
  await expectAccessible(page);
}

const reportIdInUrl = (page: Page) => new URL(page.url()).pathname.split("/").pop()!;

test.beforeAll(async ({ baseURL }) => allowManyVisitorSummaries(baseURL!));

for (const viewport of VIEWPORTS) {
  test.describe(`owner's report page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a visitor claims the first free full report by e-mail code from their summary", async ({
      page,
    }, testInfo) => {
      const summary = await visitorSummary(page.request);
      await keepSecrets(page, summary.id, summary.creatorSecret, summary.uploadSecret);
      await page.goto(`/analysis/${summary.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("note").filter({ hasText: MOCK_NOTICE })).toBeVisible();
      await expect(page.getByText("Photo 1", { exact: true })).toBeVisible();
      await expect(page.getByText(en.reportOwner.upgrade.freeFirst, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: en.reportOwner.share.button }).click();
      await expect(toast(page, en.reportOwner.share.loginRequired)).toBeVisible();
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-visitor-summary", viewport);

      await page.getByRole("button", { name: en.reportOwner.upgrade.getFree }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Send Verification Code" }).click();
      await expect(dialog.getByText(en.reportOwner.freeReport.emailRequired)).toBeVisible();
      const email = uniqueEmail("free-full");
      await dialog.getByLabel("Email address").fill(email);
      await dialog.getByRole("button", { name: "Send Verification Code" }).click();

      const codeField = dialog.getByLabel("Verification code");
      await expect(codeField).toBeVisible();
      const verify = dialog.getByRole("button", { name: "Verify & Get My Report" });
      await codeField.fill("12ab3");
      await expect(codeField).toHaveValue("123");
      await expect(verify).toBeDisabled();
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-code-dialog", viewport, { fullPage: false });
      await codeField.fill(await latestCode(page.request, email));
      await expect(verify).toBeEnabled();
      await verify.click();

      await expect(toast(page, en.reportOwner.freeReport.verified)).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: en.reportOwner.upgrade.success })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page).not.toHaveURL(new RegExp(`/analysis/${summary.id}$`));
      await expect(page.getByText("Full Report", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: en.reportOwner.timeline.title })).toHaveCount(0);
      const full = await json<{ report_type: string; upgraded_from_id: string; is_owner: boolean }>(
        await page.request.get(`/api/reports/${reportIdInUrl(page)}`),
        "full report",
      );
      expect(full).toMatchObject({ report_type: "full", upgraded_from_id: summary.id, is_owner: true });
      // The report is replaced in place: one photo grid, not one per render.
      await expect(page.getByLabel("Photos").locator("figure")).toHaveCount(1);
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-free-full", viewport);
    });

    test("a signed-in user with credits upgrades a summary in place", async ({ page }, testInfo) => {
      await signInAs(page.request, uniqueEmail("upgrader"));
      await buy(page.request, "credits");
      const summaryId = await signedInSummary(page.request, "private");
      await page.goto(`/analysis/${summaryId}`);
      await expect(page.getByText(en.reportOwner.upgrade.useCredit, { exact: true })).toBeVisible();
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-use-credit", viewport);

      // The button says what the upgrade costs.
      await page
        .getByRole("button", { name: english("reportOwner.upgrade.spendCredits", { count: 1 }) })
        .click();
      // The overlay shows the full report being written (live-analysis.spec.ts follows its text).
      await expect(page.getByRole("alertdialog", { name: en.reportOwner.upgrade.analysing })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: en.reportOwner.upgrade.success })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText("Full Report", { exact: true })).toBeVisible();
      const fullId = reportIdInUrl(page);
      expect(fullId).not.toBe(summaryId);
      expect(await creditsOf(page.request)).toBe(2);
      await expect(page.locator("[data-upgrade-state]")).toHaveCount(0);
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-upgraded", viewport);
    });

    test("a signed-in user without credits sees NO CREDITS and a way to buy them, and may make the report private or delete it", async ({
      page,
      playwright,
      baseURL,
    }, testInfo) => {
      await signInAs(page.request, uniqueEmail("no-credits"));
      // The free first report is used: nothing is left to pay with.
      const firstFree = await page.request.post("/api/analysis/full", {
        data: { photo_ids: [await ownPhoto(page, "public")], privacy_setting: "public" },
      });
      expect(firstFree.ok(), await firstFree.text()).toBe(true);
      const summaryId = await signedInSummary(page.request);
      // A photo that cannot be loaded (gone from storage, network down) keeps its place in the grid.
      await page.route("**/api/photos/*/image**", (route) => route.fulfill({ status: 404 }));
      // The report is held a moment, so the loading state can be seen.
      await page.route(`**/api/reports/${summaryId}`, (route) =>
        setTimeout(() => void route.continue(), 1_000),
      );
      await page.goto(`/analysis/${summaryId}`);
      await expect(page.getByRole("status").filter({ hasText: en.reportOwner.loading })).toBeVisible();
      await expect(page.getByText(en.reportOwner.upgrade.noCredits, { exact: true })).toBeVisible();
      const photo = page.getByRole("region", { name: "Photos" }).locator("figure");
      await expect(photo).toContainText(en.reportOwner.photos.unavailable);
      await expect(photo).toContainText("Photo 1");
      await expect(photo.locator("img")).toHaveCount(0);
      await expect(page.getByRole("link", { name: en.reportOwner.upgrade.buyCredits })).toHaveAttribute(
        "href",
        "/account",
      );
      await expect(page.getByRole("button", { name: en.reportOwner.upgrade.button })).toHaveCount(0);
      for (const [name, href] of [
        ["Analyze Another Photo", "/upload"],
        ["View Public Reports", "/gallery"],
        ["My Account", "/account"],
      ]) {
        await expect(
          page.getByRole("navigation", { name: "Next steps" }).getByRole("link", { name }),
        ).toHaveAttribute("href", href!);
      }
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-no-credits", viewport);

      // An unlisted link needs credits; the share dialog says so instead of failing.
      await page.getByRole("button", { name: en.reportOwner.share.button }).click();
      const share = page.getByRole("dialog");
      await expect(share.getByLabel(en.reportOwner.share.unlisted)).toBeDisabled();
      await expect(share.getByText(en.reportOwner.share.unlistedNeedsUpgrade)).toBeVisible();
      await expect(share.getByLabel(en.reportOwner.share.private)).toBeEnabled();
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-share-free", viewport, { fullPage: false });
      await page.keyboard.press("Escape");

      // Without credits the owner may still take their public report out of view, or delete it.
      await page.getByRole("button", { name: en.reportOwner.takeDown.makePrivate }).click();
      await expect(toast(page, en.reportOwner.takeDown.madePrivate)).toBeVisible();
      await expect(page.locator('[data-privacy="private"]')).toHaveText("Private");
      await expect(page.getByRole("button", { name: en.reportOwner.takeDown.makePrivate })).toHaveCount(0);
      const stranger = await playwright.request.newContext({ baseURL });
      expect((await stranger.get(`/api/reports/${summaryId}`)).status()).toBe(404);
      await stranger.dispose();

      await page.getByRole("button", { name: en.reportOwner.takeDown.deleteReport }).click();
      await page.getByRole("dialog").getByRole("button", { name: en.reportOwner.takeDown.confirm }).click();
      await expect(page.getByRole("heading", { name: "Report deleted" })).toBeVisible();
      expect((await page.request.get(`/api/reports/${summaryId}`)).status()).toBe(404);
    });

    test("a subscriber makes a follow-up from the timeline and sees the original and both follow-ups in order", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await signInAs(page.request, uniqueEmail("subscriber"));
      await buy(page.request, "subscription");
      const first = await upload(page.request, "#c08060", "private");
      const original = await json<Made>(
        await page.request.post("/api/analysis/full", { data: { photo_ids: first.photo_ids } }),
        "full",
      );
      const photos = await upload(page.request, "#b07a5c", "private");
      const firstFollowUp = await json<Made>(
        await page.request.post("/api/analysis/followup", {
          data: { photo_ids: photos.photo_ids, previous_report_id: original.report_id, is_followup: true },
        }),
        "follow-up",
      );

      // The second follow-up is made the way a subscriber makes it: from the timeline, in the wizard.
      await page.goto(`/analysis/${firstFollowUp.report_id}`);
      const timeline = page.getByRole("region", { name: en.reportOwner.timeline.title });
      const entries = timeline.locator("[data-timeline-entry]");
      await expect(entries).toHaveCount(2);
      await timeline.getByRole("link", { name: en.reportOwner.timeline.makeFollowup }).click();
      await expect(page).toHaveURL(new RegExp(`/upload\\?followup=${firstFollowUp.report_id}$`));
      await expect(page.getByTestId("followup-panel")).toBeVisible();
      await pickPhotos(page, [jpegFile("three-weeks-later.jpg", await skinPhoto(900, 700))]);
      await page.getByRole("checkbox", { name: /processes my photo/ }).check();
      await expect(page.getByTestId("main-action")).toHaveText(en.upload.actions.followup);
      await page.getByTestId("main-action").click();
      await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
      await page.getByRole("button", { name: "Skip Questions" }).click();
      await page.getByRole("link", { name: "View Results" }).click();
      await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/);
      const secondFollowUp = reportIdInUrl(page);

      await expect(timeline).toBeVisible();
      await expect(entries).toHaveCount(3);
      await expect(entries.nth(0)).toContainText("Original");
      await expect(entries.nth(1)).toContainText("Follow-up 1");
      await expect(entries.nth(2)).toContainText("Follow-up 2");
      await expect(timeline.locator("[data-progress-commentary]")).toHaveCount(2);
      await expect(entries.nth(2)).toHaveAttribute("aria-current", "page");
      // The row scrolls to the report shown, even where only two cards fit.
      const withinRow = (entry: HTMLElement) => {
        const row = entry.parentElement!.getBoundingClientRect();
        const card = entry.getBoundingClientRect();
        return card.left >= row.left - 1 && card.right <= row.right + 1;
      };
      await expect.poll(() => entries.nth(2).evaluate(withinRow)).toBe(true);
      await expect(
        timeline.getByRole("link", { name: en.reportOwner.timeline.makeFollowup }),
      ).toHaveAttribute("href", `/upload?followup=${secondFollowUp}`);
      await expect(page.locator("[data-upgrade-state]")).toHaveCount(0);
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-timeline", viewport);

      await entries.nth(0).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/analysis/${original.report_id}$`));
      await expect(entries).toHaveCount(3);

      // A subscriber's summary is upgraded as part of the subscription.
      const summaryId = await signedInSummary(page.request, "private");
      await page.goto(`/analysis/${summaryId}`);
      await expect(page.getByText(en.reportOwner.upgrade.included, { exact: true })).toBeVisible();
    });

    test("a visitor takes their public report down from the same browser", async ({ page }, testInfo) => {
      const summary = await visitorSummary(page.request);
      // Another browser without the secret only gets the public page, with no take-down.
      await page.goto(`/analysis/${summary.id}`);
      // The redirect waits for the report and the browser's secrets: give a loaded machine time.
      await expect(page).toHaveURL(new RegExp(`/reports/${summary.id}$`), { timeout: 20_000 });
      await expect(page.getByRole("button", { name: en.reportOwner.takeDown.takeDown })).toHaveCount(0);

      await keepSecrets(page, summary.id, summary.creatorSecret, summary.uploadSecret);
      await page.goto(`/analysis/${summary.id}`);
      await page.getByRole("button", { name: en.reportOwner.takeDown.takeDown }).click();
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-take-down", viewport, { fullPage: false });
      await page.getByRole("button", { name: en.reportOwner.takeDown.confirm }).click();
      await expect(page.getByRole("heading", { name: "Report deleted" })).toBeVisible();
      await accessibleOnceSettled(page);
      await screenshot(page, testInfo, "owner-report-taken-down", viewport);
      expect((await page.request.get(`/api/reports/${summary.id}`)).status()).toBe(404);
      expect(
        await page.evaluate((key) => window.localStorage.getItem(key), creatorSecretKey(summary.id)),
      ).toBeNull();
    });
  });
}
