import { expect, test, type Page } from "@playwright/test";
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
import { skinPhoto } from "./support/seed";
import { signInAs } from "./support/sign-in-as";
import { allowManyVisitorSummaries } from "./support/settings";
import { en } from "./support/english";

// What a person is offered is what the server then does: one charge per upgrade, nothing
// published that was asked to stay private, and no form for what the plan does not include.

test.beforeAll(async ({ baseURL }) => allowManyVisitorSummaries(baseURL!));

async function analysis(page: Page, kind: "summary" | "full", data: Record<string, unknown>) {
  const made = await page.request.post(`/api/analysis/${kind}`, { data });
  expect(made.ok(), await made.text()).toBe(true);
  return ((await made.json()) as { report_id: string }).report_id;
}

/** From the questions step to the report: the demonstration analysis always asks some. */
async function finishWizard(page: Page) {
  await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Skip Questions" }).click();
  await page.getByRole("link", { name: "View Results" }).click();
  await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/);
}

const ownReportIds = async (page: Page) =>
  ((await (await page.request.get("/api/user/reports")).json()) as { id: string }[]).map((r) => r.id);

for (const viewport of VIEWPORTS) {
  test.describe(`trust at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("upgrading a summary says what it costs, charges once even on a double click, and the summary leads to its full report", async ({
      page,
    }, testInfo) => {
      await signInAs(page.request, uniqueEmail("upgrade-once"));
      // The free first report is used, then three credits are bought.
      await analysis(page, "full", {
        photo_ids: [await ownPhoto(page, "public")],
        privacy_setting: "public",
      });
      await buyThroughCheckout(page, { credits: 3 });
      const summaryId = await analysis(page, "summary", {
        photo_ids: [await ownPhoto(page, "public")],
        privacy_setting: "public",
      });
      expect(await creditsOf(page.request)).toBe(3);

      await page.goto(`/analysis/${summaryId}`);
      await expect(page.getByText(en.reportOwner.upgrade.useCredit, { exact: true })).toBeVisible();
      const button = page.getByRole("button", { name: "Use 1 credit" });
      await expect(button).toBeVisible();
      await screenshot(page, testInfo, "trust-upgrade-panel", viewport);
      await button.dblclick();
      await expect(page.getByRole("status").filter({ hasText: "complete professional" })).toBeVisible();
      await expect(page).not.toHaveURL(new RegExp(summaryId));
      expect(await creditsOf(page.request)).toBe(2);

      // Back to the summary's address: its full report is shown, with nothing to upgrade.
      await page.goto(`/analysis/${summaryId}`);
      await expect(page).not.toHaveURL(new RegExp(summaryId));
      await expect(page.getByRole("button", { name: "Use 1 credit" })).toHaveCount(0);
      expect(await creditsOf(page.request)).toBe(2);
      // The account lists the full report, not the summary; the summary left public view.
      expect(await ownReportIds(page)).not.toContain(summaryId);
      const stranger = await page.context().browser()!.newContext();
      const publicView = await stranger.request.get(
        new URL(`/api/reports/${summaryId}`, page.url()).toString(),
      );
      expect(publicView.status()).toBe(404);
      await stranger.close();
    });

    test("a private summary whose only way up is the free first report is never published without asking", async ({
      page,
    }, testInfo) => {
      await signInAs(page.request, uniqueEmail("first-free-choice"));
      await buyThroughCheckout(page, { credits: 1 });
      const summaryId = await analysis(page, "summary", {
        photo_ids: [await ownPhoto(page, "private")],
        privacy_setting: "private",
      });
      // The credit goes elsewhere; the free first report is what is left.
      await analysis(page, "full", {
        photo_ids: [await ownPhoto(page, "private")],
        privacy_setting: "private",
      });

      await page.goto(`/analysis/${summaryId}`);
      await expect(page.getByText(en.reportOwner.upgrade.freeFirst, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Get My Free Full Report" }).click();
      const choice = page.getByTestId("first-free-choice");
      await expect(choice).toContainText(en.billing.firstFreeChoice.title);
      await expect(choice.getByRole("link", { name: /Buy credits/ })).toHaveAttribute("href", "/pricing");
      await expectAccessible(page);
      await screenshot(page, testInfo, "trust-first-free-choice", viewport, { fullPage: false });
      // Nothing was made or published while the person was asked.
      expect((await ownReportIds(page)).length).toBe(2);

      await choice.getByRole("button", { name: en.billing.firstFreeChoice.makePublic }).click();
      await expect(page.getByRole("status").filter({ hasText: "complete professional" })).toBeVisible();
      await expect(page.locator("[data-privacy]")).toHaveAttribute("data-privacy", "public");
    });

    test("follow-up mode without a subscription says so at once, before any form", async ({
      page,
    }, testInfo) => {
      await signInAs(page.request, uniqueEmail("followup-locked"));
      await buyThroughCheckout(page, { credits: 1 });
      const earlier = await analysis(page, "summary", { photo_ids: [await ownPhoto(page, "public")] });

      await page.goto(`/upload?followup=${earlier}`);
      await expect(page.getByTestId("followup-locked")).toContainText(en.upload.followup.lockedTitle);
      await expect(page.getByTestId("photo-picker")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "See Premium" })).toHaveAttribute("href", "/pricing");
      await expectAccessible(page);
      await screenshot(page, testInfo, "trust-followup-locked", viewport);

      await page.getByRole("button", { name: en.upload.followup.newReportInstead }).click();
      await expect(page).toHaveURL(/\/upload$/);
      await expect(page.getByTestId("photo-picker")).toBeVisible();
    });

    test("the owner's page shows the context note and the attached records", async ({ page }, testInfo) => {
      await signInAs(page.request, uniqueEmail("notes"));
      await buyThroughCheckout(page, { credits: 1 });
      const record = await page.request.post("/api/medical-records/upload", {
        multipart: { files: jpegFile("patch-test.jpg", await skinPhoto(400, 300)) },
      });
      expect(record.ok(), await record.text()).toBe(true);
      const { record_ids } = (await record.json()) as { record_ids: string[] };
      const reportId = await analysis(page, "full", {
        photo_ids: [await ownPhoto(page, "private")],
        medical_record_ids: record_ids,
        context_history: "Itchy since I changed washing powder in March.",
      });

      await page.goto(`/analysis/${reportId}`);
      const notes = page.getByTestId("report-notes");
      await expect(notes.getByTestId("context-note")).toHaveText(
        "Itchy since I changed washing powder in March.",
      );
      await expect(notes.getByTestId("medical-record")).toContainText("patch-test.jpg");
      await expect(notes.getByRole("link", { name: "Download patch-test.jpg" })).toHaveAttribute(
        "href",
        `/api/medical-records/${record_ids[0]}/download`,
      );
      await notes.scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, "trust-report-notes", viewport, { fullPage: false });
    });
  });
}

test("a visitor asked to sign in to share gets a Sign In action", async ({ page }) => {
  await page.goto("/upload");
  await pickPhotos(page, [jpegFile("arm.jpg", await skinPhoto(800, 600))]);
  await page.getByRole("checkbox", { name: /processes my photo/ }).check();
  await page.getByTestId("main-action").click();
  await finishWizard(page);
  await page.getByRole("button", { name: en.reportOwner.share.button }).click();
  const message = toast(page, en.reportOwner.share.loginRequired);
  await expect(message).toBeVisible();
  await message.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("dialog")).toContainText(/email/i);
});

test("a second tab's stale offer: a private full report whose credit went elsewhere offers the two honest choices", async ({
  page,
}) => {
  await signInAs(page.request, uniqueEmail("stale-private"));
  await buyThroughCheckout(page, { credits: 1 });
  await page.goto("/upload");
  await expect(page.getByRole("radio", { name: /Private/ })).toBeChecked();
  await pickPhotos(page, [jpegFile("cheek.jpg", await skinPhoto(900, 700))]);
  await page.getByRole("checkbox", { name: /processes my photo/ }).check();
  // The credit is spent in another tab; the free first report is left, and it is public.
  await analysis(page, "full", { photo_ids: [await ownPhoto(page, "private")], privacy_setting: "private" });

  await page.getByTestId("main-action").click();
  const choice = page.getByTestId("first-free-choice");
  await expect(choice).toBeVisible();
  expect(await ownReportIds(page)).toHaveLength(1);
  await choice.getByRole("button", { name: en.billing.firstFreeChoice.makePublic }).click();
  await finishWizard(page);
  await expect(page.locator("[data-privacy]")).toHaveAttribute("data-privacy", "public");
  const reports = (await (await page.request.get("/api/user/reports")).json()) as {
    report_type: string;
    privacy_setting: string;
  }[];
  expect(reports.map((r) => [r.report_type, r.privacy_setting]).sort()).toEqual([
    ["full", "private"],
    ["full", "public"],
  ]);
});
