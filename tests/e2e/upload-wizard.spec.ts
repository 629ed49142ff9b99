import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import sharp from "sharp";
import {
  buyThroughCheckout,
  creditsOf,
  expectAccessible,
  jpegFile,
  ownPhoto,
  pickPhotos,
  screenshot,
  toast,
  uniqueEmail,
  VIEWPORTS,
} from "./support/journeys";
import { ADMIN_EMAIL, createReport, skinPhoto, uploadPhoto } from "./support/seed";
import { signInAs } from "./support/sign-in-as";
import { allowManyVisitorSummaries } from "./support/settings";
import { en, english } from "./support/english";

// The upload wizard (/upload) end to end, with the demonstration analyser:
// a visitor's free summary, the photo quality check, the validation texts of
// spec section 5, follow-up mode and a refused follow-up. A paying user's
// private full report is the journey of private-report.spec.ts.

const wizard = en.upload;
const uploadText = createTranslator({ locale: "en", messages: en, namespace: "upload" });
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
      await expect(main).toHaveText(wizard.actions.empty);
      // Submit does nothing with no photos.
      await main.click();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await expect(page.getByTestId("upsell-card")).toBeVisible();
      await expect(page.getByRole("radio", { name: /Public/ })).toBeChecked();
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-empty", viewport);

      await pickPhotos(page, [jpegFile("cheek.jpg", await skinPhoto())]);
      await expect(page.getByTestId("picked-photo")).toHaveCount(1);
      await expect(page.getByTestId("picked-photo")).toContainText("cheek.jpg");
      await expect(page.getByTestId("quality-warning")).toHaveCount(0);
      await expect(main).toHaveText(wizard.actions.summary);
      await expect(page.getByTestId("public-notice")).toContainText(wizard.consent.publicNotice);

      // No photo leaves the browser before the consent box is ticked.
      let uploads = 0;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/photos/upload")) uploads += 1;
      });
      await main.click();
      await expect(page.getByText(wizard.consent.required)).toBeVisible();
      expect(uploads).toBe(0);
      await screenshot(page, testInfo, "upload-consent-missing", viewport);

      await page.getByRole("checkbox", { name: /processes my photo/ }).check();
      await expect(page.getByText(wizard.consent.required)).toHaveCount(0);
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
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-complete", viewport);
      await viewResults.click();

      // The visitor lands on the owner's page: their browser keeps the report's secrets,
      // which offer the free full report and the take-down there.
      await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        "Demonstration Skin Analysis Summary",
      );
      await expect(page.getByText(en.reportOwner.upgrade.freeFirst, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: en.reportOwner.takeDown.takeDown })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-visitor-report", viewport);
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
      await pickPhotos(page, [jpegFile("arm.jpg", await skinPhoto(900, 700))]);
      await page.getByRole("checkbox", { name: /processes my photo/ }).check();
      await page.getByTestId("main-action").click();

      await expect(toast(page, wizard.failure.fallback)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("picked-photo")).toHaveCount(1);
      await expect(page.getByTestId("main-action")).toHaveText(wizard.actions.summary);

      await page.getByTestId("main-action").click();
      await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
      expect(uploads).toHaveLength(1);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      // Answers that cannot be saved only warn; the wizard goes on.
      await page.route("**/api/reports/*/answers", (route) => route.abort("connectionreset"));
      await page.getByLabel(/How itchy/).fill("2");
      await page.getByRole("button", { name: "Complete Analysis" }).click();
      await expect(toast(page, wizard.questions.saveFailed)).toBeVisible();
      await expect(page.getByRole("link", { name: "View Results" })).toHaveAttribute("href", /^\/analysis\//);
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

      await pickPhotos(page, [jpegFile("blurred.jpg", blurred)]);
      const warning = page.getByTestId("quality-warning");
      await expect(warning).toContainText(wizard.quality.issues.blurred);
      await expect(warning).not.toContainText(wizard.quality.issues.too_dark);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-quality-blurred", viewport);

      await page.getByRole("button", { name: "Remove photo 1" }).click();
      await expect(page.getByTestId("picked-photo")).toHaveCount(0);
      await pickPhotos(page, [jpegFile("dark.jpg", dark)]);
      await expect(warning).toContainText(wizard.quality.issues.too_dark);
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
      await pickPhotos(page, [jpegFile("one.jpg", photo), jpegFile("two.jpg", photo)]);
      await expect(upgradeDialog(page)).toContainText(uploadText("upgrade.photos", { free: 1, paid: 3 }));
      await expect(page.getByTestId("picked-photo")).toHaveCount(1);
      await screenshot(page, testInfo, "upload-upgrade-photos", viewport, { fullPage: false });
      await page.keyboard.press("Escape");

      await page.getByText("Private", { exact: true }).click();
      await expect(upgradeDialog(page)).toContainText(wizard.upgrade.privacy);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("radio", { name: /Public/ })).toBeChecked();

      await page.getByRole("button", { name: "Add Medical Records" }).click();
      await expect(upgradeDialog(page)).toContainText(wizard.upgrade.records);
      await expect(upgradeDialog(page).getByRole("link", { name: "View Pricing" })).toHaveAttribute(
        "href",
        "/pricing",
      );
      await expectAccessible(page);
    });

    test("a subscriber's follow-up shows the earlier report, switches to another and can be removed", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await signInAs(page.request, uniqueEmail("subscriber"));
      await buyThroughCheckout(page, "subscription");

      const reports: { id: string; title: string }[] = [];
      for (let i = 0; i < 2; i++) {
        const made = await page.request.post("/api/analysis/full", {
          data: { photo_ids: [await ownPhoto(page, "private")], privacy_setting: "private" },
        });
        expect(made.ok(), await made.text()).toBe(true);
        const body = (await made.json()) as { report_id: string; analysis: { title: string } };
        reports.push({ id: body.report_id, title: body.analysis.title });
      }

      await page.goto(`/upload?followup=${reports[0]!.id}`);
      const panel = page.getByTestId("followup-panel");
      await expect(panel.getByTestId("followup-title")).toContainText(reports[0]!.title);
      await pickPhotos(page, [jpegFile("now.jpg", await skinPhoto())]);
      await expect(page.getByTestId("main-action")).toHaveText(wizard.actions.followup);
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
      await expect(page.getByTestId("main-action")).toHaveText(wizard.actions.full);
    });

    test("a follow-up of someone else's report is refused, and a free user's private report opens the upgrade dialog", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const other = await playwright.request.newContext({ baseURL });
      const { accessToken: bearer } = await signInAs(other, uniqueEmail("other-owner"));
      const photoId = await uploadPhoto(other, bearer, await skinPhoto(700, 600));
      const { id } = await createReport(other, bearer, [photoId], "public");
      await other.dispose();

      await signInAs(page.request, uniqueEmail("follower"));
      await page.goto(`/upload?followup=${id}`);
      await expect(toast(page, wizard.followup.forbidden)).toBeVisible();
      await expect(page).toHaveURL(/\/upload$/);
      await expect(page.getByTestId("followup-panel")).toHaveCount(0);

      // Signed in without credits or a subscription: private reports need an upgrade, found in the account.
      await page.getByText("Private", { exact: true }).click();
      await expect(upgradeDialog(page)).toContainText(wizard.upgrade.privacy);
      await expect(upgradeDialog(page).getByRole("link", { name: "Go to Account" })).toHaveAttribute(
        "href",
        "/account",
      );
      await page.keyboard.press("Escape");
      await expect(page.getByRole("radio", { name: /Public/ })).toBeChecked();
    });
  });
}

test("credits spent in another tab: the wizard shows the server's refusal and opens the upgrade dialog, and the owner's upgrade shows the server's reason", async ({
  page,
  context,
}, testInfo) => {
  // Both pages load while the user has a credit; it is then spent elsewhere, so the
  // server refuses what the pages still offer (spec section 8, 'Upload 403').
  await signInAs(page.request, uniqueEmail("spent-credit"));
  // The first free full report is used up too, or the server would grant it instead.
  const firstFree = await page.request.post("/api/analysis/full", {
    data: { photo_ids: [await ownPhoto(page, "public")], privacy_setting: "public" },
  });
  expect(firstFree.ok(), await firstFree.text()).toBe(true);
  await buyThroughCheckout(page, { credits: 1 });
  const summary = await page.request.post("/api/analysis/summary", {
    data: { photo_ids: [await ownPhoto(page, "private")], privacy_setting: "private" },
  });
  expect(summary.ok()).toBe(true);
  const summaryId = ((await summary.json()) as { report_id: string }).report_id;

  const ownerPage = await context.newPage();
  await ownerPage.goto(`/analysis/${summaryId}`);
  await expect(ownerPage.getByText(en.reportOwner.upgrade.useCredit, { exact: true })).toBeVisible();

  await page.goto("/upload");
  await expect(page.getByRole("radio", { name: /Private/ })).toBeChecked();
  await page.getByText("Unlisted", { exact: true }).click();
  await expect(page.getByRole("radio", { name: /Unlisted/ })).toBeChecked();
  await pickPhotos(page, [jpegFile("cheek.jpg", await skinPhoto(900, 700))]);
  await page.getByRole("checkbox", { name: /processes my photo/ }).check();

  const spent = await page.request.post("/api/analysis/full", {
    data: { photo_ids: [await ownPhoto(page, "private")], privacy_setting: "private" },
  });
  expect(spent.ok()).toBe(true);

  const refused = page.waitForResponse((response) => response.url().endsWith("/api/photos/upload"));
  await page.getByTestId("main-action").click();
  const answer = await refused;
  expect(answer.status()).toBe(403);
  const { detail } = (await answer.json()) as { detail: string };
  expect(detail.toLowerCase()).toContain("upgrade");
  await expect(toast(page, detail)).toBeVisible();
  await expect(upgradeDialog(page)).toContainText(wizard.upgrade.server);
  await expect(upgradeDialog(page).getByRole("link", { name: "Go to Account" })).toHaveAttribute(
    "href",
    "/account",
  );
  await expectAccessible(page);
  await screenshot(page, testInfo, "upload-refused-upgrade", VIEWPORTS[0], { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("picked-photo")).toHaveCount(1);
  // The balance is read again: no credit left, so the next try is a public free summary.
  await expect(page.getByTestId("balance-card")).toContainText("0 credits available");
  await expect(page.getByRole("radio", { name: /Public/ })).toBeChecked();
  await expect(page.getByTestId("main-action")).toHaveText(wizard.actions.summary);

  const upgrade = ownerPage.waitForResponse((response) => response.url().endsWith("/api/analysis/full"));
  await ownerPage
    .getByRole("button", { name: english("reportOwner.upgrade.spendCredits", { count: 1 }) })
    .click();
  const upgradeAnswer = await upgrade;
  expect(upgradeAnswer.status()).toBe(402);
  await expect(toast(ownerPage, ((await upgradeAnswer.json()) as { detail: string }).detail)).toBeVisible();
  await expect(ownerPage.getByText("Summary", { exact: true })).toBeVisible();
  await expect(ownerPage.getByText(en.reportOwner.upgrade.noCredits, { exact: true })).toBeVisible();
});

test("an administrator with credits gets a full report from the main button, or a summary only on request", async ({
  page,
}) => {
  await signInAs(page.request, ADMIN_EMAIL);
  if ((await creditsOf(page.request)) === 0) await buyThroughCheckout(page, { credits: 1 });
  const credits = await creditsOf(page.request);
  await page.goto("/upload");
  await pickPhotos(page, [jpegFile("admin.jpg", await skinPhoto(900, 700))]);
  await page.getByRole("checkbox", { name: /processes my photo/ }).check();
  await expect(page.getByTestId("main-action")).toHaveText(wizard.actions.full);

  const made = page.waitForResponse((response) => /\/api\/analysis\/(summary|full)$/.test(response.url()));
  await page.getByRole("button", { name: wizard.actions.adminSummaryOnly }).click();
  expect((await made).url()).toMatch(/\/api\/analysis\/summary$/);
  await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Skip Questions" }).click();
  await page.getByRole("link", { name: "View Results" }).click();
  await expect(page.getByText("Summary", { exact: true })).toBeVisible();
  expect(await creditsOf(page.request)).toBe(credits);
});
