import { expect, request as playwrightRequest, test, type Locator, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { FAKE_MODEL_ANSWER, serveFakeOpenAI } from "./support/fake-openai";
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
import { ADMIN_EMAIL, skinPhoto } from "./support/seed";
import { allowManyVisitorSummaries } from "./support/settings";
import { signInAs } from "./support/sign-in-as";
import { en, english } from "./support/english";

// The report appears as the model writes it (docs/analysis.md, "Streaming"): the upload wizard's
// processing step grows with the text, a reload in the middle follows the analysis again, and a
// closed tab loses nothing: the owner's page shows the report being written, then finished. An
// upgrade on the owner's page shows the full report growing the same way. The demonstration AI
// writes a few words each 60 ms here (tests/e2e/support/start-server.mjs).

const SUMMARY_TITLE = "Demonstration Skin Analysis Summary";
const FULL_TITLE = "Demonstration Full Skin Analysis Report";
const RUNNING_KEY = "skinsight.upload.running_report";
/** The server's reason for a summary the model failed (lib/analysis/run.ts, which the browser never loads). */
const SUMMARY_FAILED = "Failed to generate summary. Please try again.";
const uploadText = createTranslator({ locale: "en", messages: en, namespace: "upload" });

test.beforeAll(async ({ baseURL }) => allowManyVisitorSummaries(baseURL!));

async function startSummary(page: Page) {
  await page.goto("/upload");
  await pickPhotos(page, [jpegFile("cheek.jpg", await skinPhoto())]);
  await page.getByRole("checkbox", { name: /processes my photo/ }).check();
  await page.getByTestId("main-action").click();
}

const lengthOf = async (text: Locator) => (await text.innerText()).length;

/** Several samples of the text, each longer than the one before: it grows while it is looked at. */
async function expectGrowing(text: Locator, samples = 4) {
  let last = 0;
  for (let i = 0; i < samples; i += 1) {
    await expect.poll(() => lengthOf(text), { intervals: [50] }).toBeGreaterThan(last);
    last = await lengthOf(text);
  }
  return last;
}

/** A private summary of a signed-in user who bought credits, as the wizard makes it. */
async function paidSummary(page: Page): Promise<string> {
  await signInAs(page.request, uniqueEmail("live-upgrade"));
  await buyThroughCheckout(page, { credits: 3 });
  const photoId = await ownPhoto(page, "private");
  const made = await page.request.post("/api/analysis/summary", {
    data: { photo_ids: [photoId], privacy_setting: "private" },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return ((await made.json()) as { report_id: string }).report_id;
}

const reportIdInUrl = (page: Page) => new URL(page.url()).pathname.split("/").pop()!;

/** The report id the tab is following, once its `report` event has come. */
async function followedReport(page: Page): Promise<string> {
  const read = () => page.evaluate((key) => window.sessionStorage.getItem(key), RUNNING_KEY);
  await expect.poll(read, { intervals: [50] }).not.toBeNull();
  return (await read())!;
}

for (const viewport of VIEWPORTS) {
  test.describe(`live analysis at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the processing step shows the report growing as it is written, then the questions", async ({
      page,
    }, testInfo) => {
      await startSummary(page);
      const live = page.getByTestId("live-report");
      await expect(live.getByRole("heading", { level: 3 })).toContainText("Demonstration");
      await expectGrowing(live);
      // The progress line (the polite live region) names the stage and the section being written.
      await expect(page.getByTestId("progress-text")).toHaveText(en.report.progress.analysing);
      await expect(page.getByTestId("writing-section")).toContainText(/Writing \S+/);
      await expect(live).toHaveAttribute("aria-busy", "true");
      await expect(page.locator("[aria-live]").filter({ has: live })).toHaveCount(0);
      await screenshot(page, testInfo, "live-analysis-processing", viewport);
      await expectAccessible(page);

      await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
    });

    test("an upgrade with a credit shows the full report growing as it is written, then the full report, charged once", async ({
      page,
    }, testInfo) => {
      const summaryId = await paidSummary(page);
      const credits = await creditsOf(page.request);
      await page.goto(`/analysis/${summaryId}`);
      await page
        .getByRole("button", { name: english("reportOwner.upgrade.spendCredits", { count: 1 }) })
        .click();

      const overlay = page.getByRole("alertdialog", { name: en.reportOwner.upgrade.analysing });
      await expect(overlay).toBeVisible();
      const live = overlay.getByTestId("live-report");
      await expect(live.getByRole("heading", { level: 3 })).toHaveText(FULL_TITLE);
      await expectGrowing(live);
      await expect(overlay.getByTestId("progress-text")).toHaveText(en.report.progress.analysing);
      await expect(overlay.getByTestId("writing-section")).toContainText(/Writing \S+/);
      // Shot once the text is longer than the overlay: it keeps the section being written in view.
      const sections = live.getByRole("heading", { level: 4 });
      await expect.poll(() => sections.count(), { intervals: [50] }).toBeGreaterThanOrEqual(3);
      await screenshot(page, testInfo, "live-upgrade", viewport, { fullPage: false });
      await expectAccessible(page);

      await expect(page.getByRole("status").filter({ hasText: en.reportOwner.upgrade.success })).toBeVisible({
        timeout: 30_000,
      });
      await expect(overlay).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(FULL_TITLE);
      await expect(page.getByText("Full Report", { exact: true })).toBeVisible();
      const fullId = reportIdInUrl(page);
      expect(fullId).not.toBe(summaryId);
      const full = await page.request.get(`/api/reports/${fullId}`);
      expect(await full.json()).toMatchObject({ report_type: "full", upgraded_from_id: summaryId });
      expect(await creditsOf(page.request)).toBe(credits - 1);
    });

    test("a reload in the middle of the analysis follows it again and reaches the report", async ({
      page,
    }) => {
      await startSummary(page);
      const live = page.getByTestId("live-report");
      // Reloaded as soon as the first words show: most of the report is still to be written.
      await expect(live.getByRole("heading", { level: 3 })).not.toBeEmpty();
      const reportId = await followedReport(page);

      await page.reload();
      // The text written so far comes back at once, and goes on growing.
      await expect(page.getByTestId("progress-text")).toBeVisible();
      await expect(live.getByRole("heading", { level: 3 })).toHaveText(SUMMARY_TITLE);
      await expectGrowing(live, 2);

      await expect(page.getByRole("heading", { name: "A few questions" })).toBeVisible({ timeout: 30_000 });
      // The visitor's answers are accepted: the browser kept the report's creator secret.
      await page.getByLabel(/How itchy/).fill("3");
      const saved = page.waitForResponse((response) => response.url().endsWith("/answers"));
      await page.getByRole("button", { name: "Complete Analysis" }).click();
      expect((await saved).status()).toBe(200);
      await page.getByRole("link", { name: "View Results" }).click();
      await expect(page).toHaveURL(`/analysis/${reportId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SUMMARY_TITLE);
    });

    test("a closed tab loses nothing: the owner's page shows the report being written, then finished", async ({
      page,
      context,
    }, testInfo) => {
      await startSummary(page);
      const reportId = await followedReport(page);
      await page.close();

      const owner = await context.newPage();
      await owner.goto(`/analysis/${reportId}`);
      await expect(
        owner.getByRole("paragraph").filter({ hasText: en.reportOwner.writing.title }),
      ).toBeVisible();
      const live = owner.getByTestId("live-report");
      await expectGrowing(live, 3);
      await screenshot(owner, testInfo, "live-analysis-owner-page", viewport);
      await expectAccessible(owner);

      // Finished: the report's page as always, with what its owner may do.
      await expect(owner.getByRole("button", { name: en.reportOwner.takeDown.takeDown })).toBeVisible({
        timeout: 30_000,
      });
      await expect(owner.getByRole("heading", { level: 1 })).toHaveText(SUMMARY_TITLE);
      await expect(live).toHaveCount(0);
    });
  });
}

test("a reload in the middle of an upgrade follows the full report being written on its own page", async ({
  page,
}) => {
  const summaryId = await paidSummary(page);
  const credits = await creditsOf(page.request);
  await page.goto(`/analysis/${summaryId}`);
  await page.getByRole("button", { name: english("reportOwner.upgrade.spendCredits", { count: 1 }) }).click();
  const overlay = page.getByRole("alertdialog", { name: en.reportOwner.upgrade.analysing });
  await expect(overlay.getByRole("heading", { level: 3 })).toHaveText(FULL_TITLE);
  // The address names the full report as soon as the server announced it.
  await expect(page).not.toHaveURL(new RegExp(`/analysis/${summaryId}$`));
  const fullId = reportIdInUrl(page);

  await page.reload();
  await expect(page.getByRole("paragraph").filter({ hasText: en.reportOwner.writing.title })).toBeVisible();
  await expectGrowing(page.getByTestId("live-report"), 2);
  await expect(page.getByRole("button", { name: en.reportOwner.share.button })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FULL_TITLE);
  await expect(page).toHaveURL(`/analysis/${fullId}`);
  expect(await creditsOf(page.request)).toBe(credits - 1);
});

test("two tabs upgrading one summary at once: one charge, and the tab that lost the race shows the full report the other made", async ({
  page,
  context,
}) => {
  const summaryId = await paidSummary(page);
  const credits = await creditsOf(page.request);
  const other = await context.newPage();
  await Promise.all([page, other].map((tab) => tab.goto(`/analysis/${summaryId}`)));
  const buttons = [page, other].map((tab) =>
    tab.getByRole("button", { name: english("reportOwner.upgrade.spendCredits", { count: 1 }) }),
  );
  await Promise.all(buttons.map((button) => expect(button).toBeEnabled()));
  // Both are written at once; the charge decides which report stands.
  await Promise.all(buttons.map((button) => button.click()));
  await Promise.all(
    [page, other].map((tab) =>
      expect(
        tab.getByRole("alertdialog", { name: en.reportOwner.upgrade.analysing }).getByTestId("live-report"),
      ).not.toBeEmpty(),
    ),
  );

  const success = (tab: Page) => tab.getByRole("status").filter({ hasText: en.reportOwner.upgrade.success });
  const settled = (tab: Page) =>
    expect(success(tab).or(toast(tab, en.reportOwner.upgrade.alreadyUpgraded))).toBeVisible({
      timeout: 30_000,
    });
  await Promise.all([page, other].map(settled));
  const won = await success(page).isVisible();
  const [winner, loser] = won ? [page, other] : [other, page];
  await expect(success(loser)).toHaveCount(0);
  await expect(toast(loser, en.reportOwner.upgrade.alreadyUpgraded)).toBeVisible();
  // Both show the one full report, under its address.
  const fullId = reportIdInUrl(winner);
  await expect(loser).toHaveURL(`/analysis/${fullId}`);
  await expect(loser.getByRole("heading", { level: 1 })).toHaveText(FULL_TITLE);
  expect(await creditsOf(page.request)).toBe(credits - 1);
});

test("a signed-in owner follows their report being written on its page, by their session alone", async ({
  page,
  context,
}) => {
  await signInAs(page.request, uniqueEmail("live-owner"));
  await startSummary(page);
  const reportId = await followedReport(page);
  await page.close();

  const owner = await context.newPage();
  await owner.goto(`/analysis/${reportId}`);
  await expectGrowing(owner.getByTestId("live-report"), 2);
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText(SUMMARY_TITLE);
  await expect(owner.getByRole("button", { name: en.reportOwner.share.button })).toBeVisible({
    timeout: 30_000,
  });
  await expect(owner.getByTestId("live-report")).toHaveCount(0);
});

test("a model that breaks off mid-answer: its first words show, then the form again with the photo and the reason", async ({
  page,
  baseURL,
}, testInfo) => {
  const fake = await serveFakeOpenAI(testInfo);
  fake.setStreamPace(100).enqueue({ json: FAKE_MODEL_ANSWER, cutAfterPieces: 8 });
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signInAs(admin, ADMIN_EMAIL);
    const saved = await admin.post("/api/admin/configure-openai-key", {
      data: { api_key: "sk-e2e-live-analysis-0123456789" },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await startSummary(page);
    await expect(page.getByTestId("live-report")).toContainText(FAKE_MODEL_ANSWER.title);
    await expect(toast(page, uploadText("failure.uploadFailed", { reason: SUMMARY_FAILED }))).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId("live-report")).toHaveCount(0);
    await expect(page.getByTestId("picked-photo")).toHaveCount(1);
    await expect(page.getByTestId("main-action")).toHaveText(en.upload.actions.summary);
    // Nothing is left to follow: a reload shows the form.
    await page.reload();
    await expect(page.getByTestId("main-action")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  } finally {
    // Later journeys expect the demonstration analysis.
    await admin.delete("/api/admin/remove-openai-key");
    await admin.dispose();
    await fake.stop();
  }
});
