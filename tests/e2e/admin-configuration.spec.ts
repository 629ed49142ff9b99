import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  OPENAI_KEY_REMOVED,
  OPENAI_KEY_REQUIRED,
  OPENAI_KEY_SAVED,
  PROMPTS_UPDATED,
  RESEND_KEY_REQUIRED,
  SETTINGS_UPDATED,
  STRIPE_KEYS_REQUIRED,
  VOUCHER_CREATED,
  VOUCHER_DELETED,
  VOUCHER_DISABLED,
  VOUCHER_ENABLED,
  VOUCHER_UPDATED,
  creditsExpiryMessage,
} from "@/lib/admin/tab-messages";
import type { ConsoleTabId } from "@/lib/admin/console-tabs";
import { FOLLOWUP_VARIABLES } from "@/lib/prompts/schema";
import { expectNoHorizontalOverflow, openTab, serialAdminSession, shootTab } from "./support/admin-tabs";
import { FAKE_MODEL_ANSWER, serveFakeOpenAI } from "./support/fake-openai";
import { FakeOpenAI } from "../fakes/openai";
import { NOT_A_VISION_MODEL } from "@/lib/ai/server-check";
import { expectAccessible, toast, uniqueEmail, VIEWPORTS } from "./support/journeys";
import { signInAs } from "./support/sign-in-as";
import { colouredJpeg } from "./support/seed";

// The console's configuration tabs (spec sections 2, 5 and 7): prompts, settings and the credit
// expiry, integrations with a saved OpenAI key used at once, vouchers and maintenance.

type Json = Record<string, unknown>;

let originalSettings: Json;
const session = serialAdminSession({
  afterOpen: async ({ page }) => {
    const settings = await page.request.get("/api/admin/settings");
    originalSettings = (await settings.json()) as Json;
  },
  // Later journeys expect the default prices and limits.
  beforeClose: async ({ page }) => {
    const restored = await page.request.post("/api/admin/settings", { data: originalSettings });
    expect(restored.ok()).toBe(true);
  },
});

const card = (page: Page, title: string) =>
  page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** A private summary of a fresh photo by the signed-in administrator: its title tells which AI wrote it. */
async function analyse(request: APIRequestContext): Promise<string> {
  const upload = await request.post("/api/photos/upload", {
    multipart: {
      files: { name: "skin.jpg", mimeType: "image/jpeg", buffer: await colouredJpeg("#c99672", 640, 480) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { photo_ids } = (await upload.json()) as { photo_ids: string[] };
  const report = await request.post("/api/analysis/summary", {
    data: { photo_ids, privacy_setting: "private" },
  });
  expect(report.ok(), await report.text()).toBe(true);
  return ((await report.json()) as { analysis: { title: string } }).analysis.title;
}

test("prompts: a follow-up prompt without its variables is refused; a change is saved", async ({}, testInfo) => {
  const { page } = session;
  await openTab(page, "prompts");
  const summary = page.getByLabel("Summary prompt");
  const followup = page.getByLabel("Follow-up prompt");
  const originalSummary = await summary.inputValue();
  await expect(followup).toHaveValue(new RegExp(FOLLOWUP_VARIABLES[0].replace(/[{}]/g, "\\$&")));

  await followup.fill("Compare the new photos with the earlier report.");
  await page.getByRole("button", { name: "Save prompts" }).click();
  await expect(page.locator("[data-slot=field-error]:not(:empty)")).toHaveText([
    `Must keep the variables ${FOLLOWUP_VARIABLES.join(", ")}`,
  ]);
  await expect(followup).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Undo changes" }).click();

  await summary.fill(`${originalSummary}\nKeep it short.`);
  await page.getByRole("button", { name: "Save prompts" }).click();
  await expect(toast(page, PROMPTS_UPDATED)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Summary prompt")).toHaveValue(`${originalSummary}\nKeep it short.`);
  await expectAccessible(page);
  await shootTab(page, testInfo, "admin-prompts", VIEWPORTS[0]);

  await page.getByLabel("Summary prompt").fill(originalSummary);
  await page.getByRole("button", { name: "Save prompts" }).click();
  await expect(toast(page, PROMPTS_UPDATED).nth(0)).toBeVisible();
});

test("settings: new prices show on /pricing, empty fields take their fallbacks, the expiry dialog sets the months", async ({
  browser,
}, testInfo) => {
  const { page } = session;
  await openTab(page, "settings");
  const packages = card(page, "Credit packages");
  await expect(packages.getByLabel("1 credit (€)")).toHaveValue("9.99");
  await packages.getByLabel("1 credit (€)").fill("4.99");
  await page.getByLabel("Subscription price per month (€)").fill("6.5");
  await page.getByLabel("Paid reports", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, SETTINGS_UPDATED)).toBeVisible();
  await expect(page.getByLabel("Paid reports", { exact: true })).toHaveValue("3");

  await page.getByRole("button", { name: "Configure credit expiry" }).click();
  const dialog = page.getByRole("dialog", { name: "Credit expiry" });
  await dialog.getByLabel("Credits expire after (days)").fill("90");
  await expect(dialog.getByText("About 3 months on the pricing page.")).toBeVisible();
  await dialog.getByRole("button", { name: "Update credit expiry" }).click();
  await expect(toast(page, creditsExpiryMessage(90, 0))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Credits expire after (days)")).toHaveValue("90");
  await expectAccessible(page);
  await shootTab(page, testInfo, "admin-settings", VIEWPORTS[0]);

  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  // A change of the settings expires the pages' copy at once: the next visit shows it.
  await visitor.goto("/pricing");
  await expect(visitor.getByTestId("price-1_credit")).toHaveText("€4.99");
  await expect(visitor.getByTestId("price-subscription")).toHaveText("€6.50");
  await expect(visitor.locator('[data-plan="pay-per-use"]')).toContainText("Credits stay valid for 3 months");
  await visitor.close();
});

test("integrations: the spec's warnings; a saved OpenAI key is used by the next analysis, and removed", async ({}, testInfo) => {
  const { page } = session;
  const fake = await serveFakeOpenAI(testInfo);
  const key = "sk-e2e-console-0123456789-abcd";
  try {
    await openTab(page, "integrations");
    await expect(page.locator("[data-environment-mode]")).toHaveText("testing");
    const openai = page.locator('[data-integration="openai"]');
    await openai.getByRole("button", { name: "Save key" }).click();
    await expect(toast(page, OPENAI_KEY_REQUIRED)).toBeVisible();
    const stripe = page.locator('[data-integration="stripe"]');
    await stripe.getByLabel("Secret key").fill("sk_test_only_one_of_three");
    await stripe.getByRole("button", { name: "Save Stripe keys" }).click();
    await expect(toast(page, STRIPE_KEYS_REQUIRED)).toBeVisible();
    await expect(stripe).toContainText("/api/stripe/webhook");
    await expect(stripe).toContainText("checkout.session.completed");
    await page.locator('[data-integration="resend"]').getByRole("button", { name: "Save key" }).click();
    await expect(toast(page, RESEND_KEY_REQUIRED)).toBeVisible();
    expect(fake.requests).toHaveLength(0);

    await openai.getByLabel("OpenAI API key").fill(key);
    await openai.getByRole("button", { name: "Save key" }).click();
    await expect(toast(page, OPENAI_KEY_SAVED)).toBeVisible();
    await expect(openai.getByLabel("OpenAI API key")).toHaveValue("");
    const row = page.locator('[data-service="openai"]');
    await expect(row).toContainText("Configured");
    await expect(row).toContainText("abcd");
    await expect(openai).toContainText("Saved in the console");
    expect(await page.content()).not.toContain(key);
    await expectAccessible(page);
    await shootTab(page, testInfo, "admin-integrations", VIEWPORTS[0]);

    expect(await analyse(page.request)).toBe(FAKE_MODEL_ANSWER.title);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${key}`);

    await openai.getByRole("button", { name: "Remove saved key" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove key" }).click();
    await expect(toast(page, OPENAI_KEY_REMOVED)).toBeVisible();
    await expect(row).toContainText("Not configured");
    const calls = fake.requests.length;
    expect(await analyse(page.request)).not.toBe(FAKE_MODEL_ANSWER.title);
    expect(fake.requests).toHaveLength(calls);
  } finally {
    // Later journeys expect the demonstration analysis.
    await page.request.delete("/api/admin/remove-openai-key");
    await fake.stop();
  }
});

test("integrations: another AI server: a model that cannot see images is refused with the reason; a vision model is saved and used", async ({}, testInfo) => {
  const { page } = session;
  const textOnly = new FakeOpenAI({ compatible: { vision: false } });
  const local = new FakeOpenAI({
    compatible: { vision: true, fenced: true },
    defaultResponder: () => FAKE_MODEL_ANSWER,
  });
  await Promise.all([textOnly.start(), local.start()]);
  try {
    await openTab(page, "integrations");
    const openai = page.locator('[data-integration="openai"]');
    const fill = async (baseURL: string, model: string) => {
      await openai.getByLabel("OpenAI API key").fill("ollama");
      if (!(await openai.getByLabel("Server address").isVisible()))
        await openai.getByText("Another AI server (Ollama, vLLM, LM Studio)").click();
      await openai.getByLabel("Server address").fill(baseURL);
      await openai.getByLabel("Vision model").fill(model);
      await expect(openai.getByLabel("Answer format")).toContainText("JSON mode (most compatible servers)");
    };

    await fill(textOnly.baseURL, "llama3.1:8b");
    await openai.getByRole("button", { name: "Save key" }).click();
    await expect(toast(page, NOT_A_VISION_MODEL)).toBeVisible();
    await expect(openai).toContainText("Not configured");

    await fill(local.baseURL, "qwen2.5vl:7b");
    const size = page.viewportSize();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoHorizontalOverflow(page);
      await shootTab(page, testInfo, "admin-integrations-ai-server", viewport);
    }
    if (size) await page.setViewportSize(size);
    await expectAccessible(page);
    await openai.getByRole("button", { name: "Save key" }).click();
    await expect(toast(page, OPENAI_KEY_SAVED)).toBeVisible();
    await expect(openai.getByTestId("ai-server")).toContainText(local.baseURL);
    await expect(openai.getByTestId("ai-server")).toContainText("qwen2.5vl:7b");

    expect(await analyse(page.request)).toBe(FAKE_MODEL_ANSWER.title);
    expect(local.lastChatRequest()).toMatchObject({
      model: "qwen2.5vl:7b",
      response_format: { type: "json_object" },
    });
  } finally {
    await page.request.delete("/api/admin/remove-openai-key");
    await Promise.all([textOnly.stop(), local.stop()]);
  }
});

test("vouchers: created with the defaults, edited, disabled and enabled, redeemed, deleted", async ({
  playwright,
}, testInfo) => {
  const { page } = session;
  await openTab(page, "vouchers");
  const form = card(page, "Create a voucher");
  await expect(form.getByLabel("Reports per use")).toHaveValue("1");
  await expect(form.getByLabel("Usage limit")).toHaveValue("10");
  await expect(form.getByLabel("Expires in (days)")).toHaveValue("30");
  const code = `spring-${Date.now().toString(36)}`;
  await form.getByLabel("Code").fill(code);
  await form.getByRole("button", { name: "Create voucher" }).click();
  await expect(toast(page, VOUCHER_CREATED)).toBeVisible();
  const row = page.locator(`[data-voucher-code="${code.toUpperCase()}"]`);
  await expect(row.locator("[data-voucher-usage]")).toHaveText("0 of 10 (10 left)");

  await row.getByRole("button", { name: `Edit voucher ${code.toUpperCase()}` }).click();
  const editor = card(page, `Edit voucher ${code.toUpperCase()}`);
  await expect(editor.getByLabel("Expires in (days)")).toHaveValue("30");
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, "Create a voucher")).toBeVisible();
  await row.getByRole("button", { name: `Edit voucher ${code.toUpperCase()}` }).click();
  await editor.getByLabel("Usage limit").fill("5");
  await editor.getByRole("button", { name: "Save voucher" }).click();
  await expect(toast(page, VOUCHER_UPDATED)).toBeVisible();
  await expect(card(page, "Create a voucher")).toBeVisible();
  await expect(row.locator("[data-voucher-usage]")).toHaveText("0 of 5 (5 left)");

  await row.getByRole("button", { name: `Disable voucher ${code.toUpperCase()}` }).click();
  await expect(toast(page, VOUCHER_DISABLED)).toBeVisible();
  await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Enable voucher ${code.toUpperCase()}` }).click();
  await expect(toast(page, VOUCHER_ENABLED)).toBeVisible();

  const redeemer = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const email = uniqueEmail("voucher-redeemer");
  await signInAs(redeemer, email);
  const redeemed = await redeemer.post(`/api/vouchers/redeem?code=${code.toUpperCase()}`);
  expect(redeemed.ok(), await redeemed.text()).toBe(true);
  await redeemer.dispose();
  await page.reload();
  await expect(row.locator("[data-voucher-usage]")).toHaveText("1 of 5 (4 left)");
  await row.getByText("Recent usage (1)").click();
  await expect(row.getByText(email)).toBeVisible();
  await expect(page.locator(`[data-transaction-code="${code.toUpperCase()}"]`)).toContainText(email);
  await expectAccessible(page);
  await shootTab(page, testInfo, "admin-vouchers", VIEWPORTS[0]);

  await row.getByRole("button", { name: `Delete voucher ${code.toUpperCase()}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete voucher" }).click();
  await expect(toast(page, VOUCHER_DELETED)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("maintenance: expired reports are cleaned up; the credit expiry is updated for existing credits too", async ({}, testInfo) => {
  const { page } = session;
  await openTab(page, "maintenance");
  await page.getByRole("button", { name: "Clean up expired reports" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clean up" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: /^Cleaned up \d+ expired reports?$/ }),
  ).toBeVisible();

  const expiry = card(page, "Update credit expiry");
  await expiry.getByLabel("Credits expire after (days)").fill("180");
  await expiry.getByLabel(/Apply to existing credits too/).click();
  await expiry.getByRole("button", { name: "Update credit expiry" }).click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: /^Credits expiry set to 180 days; \d+ existing balances? updated$/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await shootTab(page, testInfo, "admin-maintenance", VIEWPORTS[0]);
});

test("the configuration tabs fit a 390 px phone and pass the accessibility scan there", async ({}, testInfo) => {
  const { page } = session;
  await page.setViewportSize({ width: VIEWPORTS[1].width, height: VIEWPORTS[1].height });
  const tabs: ConsoleTabId[] = ["prompts", "settings", "integrations", "vouchers", "maintenance"];
  for (const tab of tabs) {
    await openTab(page, tab);
    await expect(page.locator(`[data-tab-panel="${tab}"] [data-slot=card]`).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shootTab(page, testInfo, `admin-${tab}`, VIEWPORTS[1]);
  }
});
