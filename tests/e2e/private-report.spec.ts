import { expect, test, type Route } from "@playwright/test";
import { createTranslator } from "next-intl";
import { pdfWithText } from "../support/images";
import {
  buyThroughCheckout,
  creditsOf,
  expectAccessible,
  jpegFile,
  pickPhotos,
  screenshot,
  toast,
  uniqueEmail,
  VIEWPORTS,
} from "./support/journeys";
import { skinPhoto } from "./support/seed";
import { en, english } from "./support/english";
import { signInAs } from "./support/sign-in-as";

// A paying user's journey in one run: 3 credits bought through the simulated
// checkout, a private full report of 3 photos with a context note and a PDF
// medical record made in the upload wizard, then shared as unlisted from the
// owner's page. The link opens in a fresh browser; the bare report id does not.

const uploadText = createTranslator({ locale: "en", messages: en, namespace: "upload" });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a user buys 3 credits, makes a private full report of 3 photos with a note and a PDF record, and shares it unlisted", async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await signInAs(page.request, uniqueEmail("private-report"));
      await buyThroughCheckout(page, { credits: 3 });

      await page.goto("/upload");
      await expect(page.getByTestId("balance-card")).toContainText("3 credits available");
      await expect(page.getByTestId("upsell-card")).toHaveCount(0);
      await expect(page.getByRole("radio", { name: /Private/ })).toBeChecked();

      // Four photos for a limit of three: the fourth is refused with the spec's warning.
      const photos = await Promise.all([
        skinPhoto(1200, 900),
        skinPhoto(1000, 750),
        skinPhoto(900, 900),
        skinPhoto(800, 600),
      ]);
      await pickPhotos(
        page,
        photos.map((buffer, i) => jpegFile(`photo-${i + 1}.jpg`, buffer)),
      );
      await expect(toast(page, uploadText("photos.maxAllowed", { max: 3 }))).toBeVisible();
      await expect(page.getByTestId("picked-photo")).toHaveCount(3);
      await expect(page.getByTestId("quality-warning")).toHaveCount(0);

      const note = "Red patch on the left cheek for three weeks, itchy at night.";
      const field = page.getByLabel("Context note");
      await field.fill("x".repeat(1200));
      await expect(page.getByTestId("context-counter")).toHaveText("1000/1000");
      await field.fill(note);
      await expect(page.getByTestId("context-counter")).toHaveText(`${note.length}/1000`);

      await page.locator('input[type="file"][aria-label="Medical records"]').setInputFiles({
        name: "dermatology-letter.pdf",
        mimeType: "application/pdf",
        buffer: pdfWithText(["Dermatology clinic letter", "Contact dermatitis suspected, 2024."]),
      });
      await expect(page.getByRole("list", { name: "Medical records" })).toContainText(
        "dermatology-letter.pdf",
      );

      await expect(page.getByTestId("public-notice")).toHaveCount(0);
      await page.getByRole("checkbox", { name: /processes my photo/ }).check();
      await expect(page.getByTestId("main-action")).toHaveText(en.upload.actions.full);
      await expectAccessible(page);
      await screenshot(page, testInfo, "private-report-upload", viewport);

      let idempotencyKey: string | null = null;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/analysis/full"))
          idempotencyKey = request.headers()["idempotency-key"] ?? null;
      });
      // Held a moment each, so the processing step can be seen at each stage.
      const hold = (route: Route) => setTimeout(() => void route.continue(), 1_000);
      await page.route("**/api/photos/upload", hold);
      await page.route("**/api/analysis/full", hold);
      await page.getByTestId("main-action").click();
      const progress = page.getByTestId("progress-text");
      await expect(progress).toHaveText(en.report.progress.uploading);
      await expect(progress).toHaveText(en.report.progress.analysing);
      await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
      expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      await page.getByRole("button", { name: "Skip Questions" }).click();
      await page.getByRole("link", { name: "View Results" }).click();

      await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/);
      const reportId = new URL(page.url()).pathname.split("/").pop()!;
      await expect(page.getByText("Full Report", { exact: true })).toBeVisible();
      await expect(page.locator('[data-privacy="private"]')).toHaveText("Private");
      const grid = page.getByRole("region", { name: "Photos" });
      await expect(grid.locator("figure")).toHaveCount(3);
      for (const n of [1, 2, 3]) await expect(grid.getByText(`Photo ${n}`, { exact: true })).toBeVisible();
      await expect(page.locator("[data-upgrade-state]")).toHaveCount(0);

      const report = (await (await page.request.get(`/api/reports/${reportId}`)).json()) as {
        report_type: string;
        privacy_setting: string;
        context_history: string;
        photo_ids: string[];
        medical_record_ids: string[];
      };
      expect(report).toMatchObject({
        report_type: "full",
        privacy_setting: "private",
        context_history: note,
      });
      expect(report.photo_ids).toHaveLength(3);
      expect(report.medical_record_ids).toHaveLength(1);
      expect(await creditsOf(page.request)).toBe(2);

      // Shared as unlisted: the link carries its token and lands on the clipboard.
      await page.getByRole("button", { name: en.reportOwner.share.button }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(en.reportOwner.share.unlisted).check();
      await dialog.getByRole("button", { name: "Share and Copy Link" }).click();
      const link = await dialog.locator("[data-share-url]").inputValue();
      expect(link).toMatch(new RegExp(`/reports/${reportId}\\?token=`));
      await expect(toast(page, english("reportOwner.share.shared", { link }))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expectAccessible(page);
      await screenshot(page, testInfo, "private-report-share", viewport, { fullPage: false });
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(page.locator('[data-privacy="unlisted"]')).toHaveText("Unlisted");

      // A fresh browser: the link opens the report, the bare id and the owner's page do not.
      const stranger = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: { width: viewport.width, height: viewport.height },
      });
      const other = await stranger.newPage();
      const shared = new URL(link);
      await other.goto(shared.pathname + shared.search);
      await expect(other.getByRole("heading", { level: 1 })).toHaveText(
        (await page.getByRole("heading", { level: 1 }).textContent())!,
      );
      await expect(other.getByText("Full Report", { exact: true })).toBeVisible();
      await expect(other.getByRole("region", { name: "Photos" }).locator("figure")).toHaveCount(3);
      await expectAccessible(other);
      await screenshot(other, testInfo, "private-report-shared-link", viewport);

      const bare = await other.goto(`/reports/${reportId}`);
      expect(bare?.status()).toBe(404);
      await expect(other.getByRole("heading", { name: en.report.notFound.title })).toBeVisible();
      await other.goto(`/analysis/${reportId}`);
      await expect(other.getByRole("heading", { name: en.report.notFound.title })).toBeVisible();
      await stranger.close();
    });
  });
}
