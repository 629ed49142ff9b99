import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  ANSWERS_FAILED,
  CONSENT_REQUIRED,
  FOLLOWUP_FORBIDDEN,
  MAIN_BUTTON,
  MAIN_BUTTON_EMPTY,
  maxPhotosAllowed,
  PUBLIC_NOTICE,
  UPGRADE_REASONS,
  UPLOAD_FAILED_FALLBACK,
} from "@/components/upload/texts";
import { QUALITY_ISSUE_TEXT } from "@/lib/upload/quality";
import { expectAccessible, screenshot, toast, uniqueEmail, VIEWPORTS } from "./support/journeys";
import { signInAs } from "./support/sign-in-as";
import { createReport, uploadPhoto } from "./support/seed";
import { allowManyVisitorSummaries } from "./support/settings";

// The upload wizard (/upload) end to end, with the demonstration analyser:
// a visitor's free summary, the photo quality check, the validation texts of
// spec section 5, a paying user's full report and a refused follow-up.

/** A camera-like photo: skin tones with sensor noise, sharp and well lit. */
async function skinPhoto(width = 1200, height = 900): Promise<Buffer> {
  const noise = randomBytes(width * height * 3);
  const skin = [200, 150, 120];
  const pixels = Buffer.alloc(noise.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (skin[i % 3] ?? 0) + ((noise[i] ?? 0) & 63) - 32;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });

async function pickPhotos(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel("Choose photos").setInputFiles(files);
}

async function buyCredits(page: Page, credits: 3 | 10) {
  const started = await page.request.post("/api/create-checkout-session", {
    data: { plan_type: "credits", plan_details: { type: "credits", credits, price: 0.01 } },
  });
  expect(started.ok()).toBe(true);
  const { checkout_url } = (await started.json()) as { checkout_url: string };
  await page.goto(checkout_url);
  await page.getByRole("button", { name: "Confirm simulated payment" }).click();
  await expect(page.locator('[data-field="balance"]')).toContainText(`${credits} credits`);
}

const upgradeDialog = (page: Page) => page.getByTestId("upgrade-dialog");

test.beforeAll(async ({ baseURL }) => allowManyVisitorSummaries(baseURL!));

for (const viewport of VIEWPORTS) {
  test.describe(`upload wizard at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a visitor gets a free public summary of one photo after agreeing to its processing", async ({
      page,
    }, testInfo) => {
      await page.goto("/upload");
      const main = page.getByTestId("main-action");
      await expect(main).toHaveText(MAIN_BUTTON_EMPTY);
      // Submit does nothing with no photos.
      await main.click();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await expect(page.getByTestId("upsell-card")).toBeVisible();
      await expect(page.getByRole("radio", { name: /Public/ })).toBeChecked();
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-empty", viewport);

      await pickPhotos(page, [jpeg("cheek.jpg", await skinPhoto())]);
      await expect(page.getByTestId("picked-photo")).toHaveCount(1);
      await expect(page.getByTestId("picked-photo")).toContainText("cheek.jpg");
      await expect(page.getByTestId("quality-warning")).toHaveCount(0);
      await expect(main).toHaveText(MAIN_BUTTON.summary);
      await expect(page.getByTestId("public-notice")).toContainText(PUBLIC_NOTICE);

      // No photo leaves the browser before the consent box is ticked.
      let uploads = 0;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/photos/upload")) uploads += 1;
      });
      await main.click();
      await expect(page.getByText(CONSENT_REQUIRED)).toBeVisible();
      expect(uploads).toBe(0);
      await screenshot(page, testInfo, "upload-consent-missing", viewport);

      await page.getByRole("checkbox", { name: /processes my photo/ }).check();
      await expect(page.getByText(CONSENT_REQUIRED)).toHaveCount(0);
      await main.click();

      await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
      expect(uploads).toBe(1);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-questions", viewport);
      await page.getByLabel(/How itchy/).fill("4");
      const saved = page.waitForResponse((response) => response.url().endsWith("/answers"));
      await page.getByRole("button", { name: "Complete Analysis" }).click();
      // The visitor's answers are accepted: the browser sent the report's creator secret.
      expect((await saved).status()).toBe(200);

      const viewResults = page.getByRole("link", { name: "View Results" });
      await expect(viewResults).toBeVisible();
      await screenshot(page, testInfo, "upload-complete", viewport);
      await viewResults.click();
      await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
      const reportId = page.url().split("/").pop()!;
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        "Demonstration Skin Analysis Summary",
      );

      // The browser keeps the creator secret for the visitor's later take-down.
      const stored = await page.evaluate(
        (id) => localStorage.getItem(`skinsight.reports.${id}.creator_secret`),
        reportId,
      );
      expect(stored).toEqual(expect.any(String));
    });

    test("a failed analysis keeps the photo, the retry reuses upload and key, and unsaved answers only warn", async ({
      page,
    }) => {
      const uploads: string[] = [];
      const keys: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/photos/upload")) uploads.push(request.url());
        if (request.url().endsWith("/api/analysis/summary"))
          keys.push(request.headers()["idempotency-key"] ?? "");
      });
      let failNext = true;
      await page.route("**/api/analysis/summary", async (route) => {
        if (failNext) {
          failNext = false;
          await route.abort("connectionreset");
        } else {
          await route.continue();
        }
      });
      await page.goto("/upload");
      await pickPhotos(page, [jpeg("arm.jpg", await skinPhoto(900, 700))]);
      await page.getByRole("checkbox", { name: /processes my photo/ }).check();
      await page.getByTestId("main-action").click();

      await expect(toast(page, UPLOAD_FAILED_FALLBACK)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("picked-photo")).toHaveCount(1);
      await expect(page.getByTestId("main-action")).toHaveText(MAIN_BUTTON.summary);

      await page.getByTestId("main-action").click();
      await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
      expect(uploads).toHaveLength(1);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      // Answers that cannot be saved only warn; the wizard goes on.
      await page.route("**/api/reports/*/answers", (route) => route.abort("connectionreset"));
      await page.getByLabel(/How itchy/).fill("2");
      await page.getByRole("button", { name: "Complete Analysis" }).click();
      await expect(toast(page, ANSWERS_FAILED)).toBeVisible();
      await expect(page.getByRole("link", { name: "View Results" })).toHaveAttribute("href", /^\/reports\//);
    });

    test("a blurred photo and a dark photo are flagged before anything is uploaded", async ({
      page,
    }, testInfo) => {
      const good = await skinPhoto();
      const blurred = await sharp(good).blur(12).jpeg().toBuffer();
      const dark = await sharp(good).linear(0.15, 0).jpeg().toBuffer();
      let uploads = 0;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/photos/upload")) uploads += 1;
      });
      await page.goto("/upload");

      await pickPhotos(page, [jpeg("blurred.jpg", blurred)]);
      const warning = page.getByTestId("quality-warning");
      await expect(warning).toContainText(QUALITY_ISSUE_TEXT.blurred);
      await expect(warning).not.toContainText(QUALITY_ISSUE_TEXT.too_dark);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-quality-blurred", viewport);

      await page.getByRole("button", { name: "Remove photo 1" }).click();
      await expect(page.getByTestId("picked-photo")).toHaveCount(0);
      await pickPhotos(page, [jpeg("dark.jpg", dark)]);
      await expect(warning).toContainText(QUALITY_ISSUE_TEXT.too_dark);
      await screenshot(page, testInfo, "upload-quality-dark", viewport);
      // The user may still go on: the main action stays available.
      await expect(page.getByTestId("main-action")).toBeEnabled();
      expect(uploads).toBe(0);
    });

    test("a visitor's second photo, private report and medical records open the upgrade dialog", async ({
      page,
    }, testInfo) => {
      await page.goto("/upload");
      const photo = await skinPhoto(800, 600);
      await pickPhotos(page, [jpeg("one.jpg", photo), jpeg("two.jpg", photo)]);
      await expect(upgradeDialog(page)).toContainText(UPGRADE_REASONS.photos);
      await expect(page.getByTestId("picked-photo")).toHaveCount(1);
      await screenshot(page, testInfo, "upload-upgrade-photos", viewport, { fullPage: false });
      await page.keyboard.press("Escape");

      await page.getByText("Private", { exact: true }).click();
      await expect(upgradeDialog(page)).toContainText(UPGRADE_REASONS.privacy);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("radio", { name: /Public/ })).toBeChecked();

      await page.getByRole("button", { name: "Add Medical Records" }).click();
      await expect(upgradeDialog(page)).toContainText(UPGRADE_REASONS.records);
      await expect(upgradeDialog(page).getByRole("link", { name: "View Pricing" })).toHaveAttribute(
        "href",
        "/pricing",
      );
      await expectAccessible(page);
    });

    test("a user with credits makes a private full report of two photos with a context note", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await signInAs(page.request, uniqueEmail("full-report"));
      await buyCredits(page, 3);
      await page.goto("/upload");
      await expect(page.getByTestId("balance-card")).toContainText("3 credits available");
      await expect(page.getByTestId("upsell-card")).toHaveCount(0);
      await expect(page.getByRole("radio", { name: /Private/ })).toBeChecked();

      const photo = await skinPhoto(1000, 750);
      const four = ["a", "b", "c", "d"].map((n) => jpeg(`${n}.jpg`, photo));
      await pickPhotos(page, four);
      await expect(toast(page, maxPhotosAllowed(3))).toBeVisible();
      await expect(page.getByTestId("picked-photo")).toHaveCount(3);
      await page.getByRole("button", { name: "Remove photo 3" }).click();
      await expect(page.getByTestId("picked-photo")).toHaveCount(2);

      const note = "Red patch on the left cheek for three weeks, itchy at night.";
      const field = page.getByLabel("Context note");
      await field.fill(note);
      await expect(page.getByTestId("context-counter")).toHaveText(`${note.length}/1000`);
      await field.fill("x".repeat(1200));
      await expect(page.getByTestId("context-counter")).toHaveText("1000/1000");
      await field.fill(note);
      await expect(page.getByTestId("public-notice")).toHaveCount(0);
      await page.getByRole("checkbox", { name: /processes my photo/ }).check();
      await expect(page.getByTestId("main-action")).toHaveText(MAIN_BUTTON.full);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-paying", viewport);

      let idempotencyKey: string | null = null;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/analysis/full"))
          idempotencyKey = request.headers()["idempotency-key"] ?? null;
      });
      await page.getByTestId("main-action").click();
      await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
      expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      await page.getByRole("button", { name: "Skip Questions" }).click();
      const viewResults = page.getByRole("link", { name: "View Results" });
      await expect(viewResults).toBeVisible();
      const href = await viewResults.getAttribute("href");
      expect(href).toMatch(/^\/analysis\/[0-9a-f-]{36}$/);

      const report = (await (await page.request.get(`/api/reports/${href!.split("/").pop()}`)).json()) as {
        report_type: string;
        privacy_setting: string;
        context_history: string;
        photo_ids: string[];
      };
      expect(report).toMatchObject({
        report_type: "full",
        privacy_setting: "private",
        context_history: note,
      });
      expect(report.photo_ids).toHaveLength(2);
      const profile = (await (await page.request.get("/api/user/profile")).json()) as { credits: number };
      expect(profile.credits).toBe(2);
    });

    test("a subscriber's follow-up shows the earlier report, switches to another and can be removed", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await signInAs(page.request, uniqueEmail("subscriber"));
      const started = await page.request.post("/api/create-checkout-session", {
        data: { plan_type: "subscription", plan_details: { type: "yearly" } },
      });
      expect(started.ok()).toBe(true);
      await page.goto(((await started.json()) as { checkout_url: string }).checkout_url);
      await page.getByRole("button", { name: "Confirm simulated payment" }).click();
      await expect(page.locator('[data-field="balance"]')).toHaveText("Subscription: active");

      const reports: { id: string; title: string }[] = [];
      for (const name of ["first", "second"]) {
        const upload = await page.request.post("/api/photos/upload", {
          multipart: { files: jpeg(`${name}.jpg`, await skinPhoto(700, 600)), privacy_setting: "private" },
        });
        expect(upload.ok()).toBe(true);
        const { photo_ids } = (await upload.json()) as { photo_ids: string[] };
        const made = await page.request.post("/api/analysis/full", {
          data: { photo_ids, privacy_setting: "private" },
        });
        expect(made.ok(), await made.text()).toBe(true);
        const body = (await made.json()) as { report_id: string; analysis: { title: string } };
        reports.push({ id: body.report_id, title: body.analysis.title });
      }

      await page.goto(`/upload?followup=${reports[0]!.id}`);
      const panel = page.getByTestId("followup-panel");
      await expect(panel.getByTestId("followup-title")).toContainText(reports[0]!.title);
      await pickPhotos(page, [jpeg("now.jpg", await skinPhoto())]);
      await expect(page.getByTestId("main-action")).toHaveText(MAIN_BUTTON.followup);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-followup", viewport);

      await panel.getByLabel("Compare with another report").click();
      await page.getByRole("option").first().click();
      await expect(page).toHaveURL(new RegExp(`followup=${reports[1]!.id}$`));
      // The photo picked stays while the reference changes.
      await expect(page.getByTestId("picked-photo")).toHaveCount(1);

      await panel.getByRole("button", { name: "Remove" }).click();
      await expect(page).toHaveURL(/\/upload$/);
      await expect(page.getByTestId("followup-panel")).toHaveCount(0);
      await expect(page.getByTestId("main-action")).toHaveText(MAIN_BUTTON.full);
    });

    test("a follow-up of someone else's report is refused", async ({ page, playwright, baseURL }) => {
      const other = await playwright.request.newContext({ baseURL });
      const { accessToken: bearer } = await signInAs(other, uniqueEmail("other-owner"));
      const photoId = await uploadPhoto(other, bearer, await skinPhoto(700, 600));
      const { id } = await createReport(other, bearer, [photoId], "public");
      await other.dispose();

      await signInAs(page.request, uniqueEmail("follower"));
      await page.goto(`/upload?followup=${id}`);
      await expect(toast(page, FOLLOWUP_FORBIDDEN)).toBeVisible();
      await expect(page).toHaveURL(/\/upload$/);
      await expect(page.getByTestId("followup-panel")).toHaveCount(0);
    });
  });
}
