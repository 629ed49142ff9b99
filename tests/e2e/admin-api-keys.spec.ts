import { expect, test, type Page } from "@playwright/test";
import { API_KEY_COPIED, KEY_REVEAL_MS } from "@/components/admin/api-keys/texts";
import { API_KEY_CREATED, API_KEY_DELETED, API_KEY_UPDATED, apiKeyToggled } from "@/lib/admin/tab-messages";
import { expectNoHorizontalOverflow, openTab, serialAdminSession, shootTab } from "./support/admin-tabs";
import { expectAccessible, toast, VIEWPORTS } from "./support/journeys";
import { colouredJpeg } from "./support/seed";

// The console's API keys tab (spec sections 2, 4 and 7): keys are created with a name and
// permissions, shown by preview, revealed for 30 seconds, copied, used by external systems,
// edited, disabled and deleted after confirmation; the tab documents the external endpoints.

const session = serialAdminSession();

const keyRow = (page: Page, name: string) => page.locator("[data-api-key-id]").filter({ hasText: name });

async function callSummary(page: Page, key: string) {
  const photo = `data:image/jpeg;base64,${(await colouredJpeg("#c99672", 320, 240)).toString("base64")}`;
  return page.request.post("/api/summary", { headers: { "X-API-Key": key }, data: { photo_base64: photo } });
}

let revealedKey = "";

test("a key needs a name and a permission; summary is the default", async ({}, testInfo) => {
  const { page } = session;
  await openTab(page, "api-keys");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Create key" }) });
  await expect(form.getByLabel("Summary reports (POST /api/summary)")).toBeChecked();
  await expect(form.getByLabel("Full reports (POST /api/full)")).not.toBeChecked();
  await form.getByLabel("Summary reports (POST /api/summary)").click();
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(form.getByText("Please enter a name")).toBeVisible();
  await expect(form.getByText("Choose at least one permission")).toBeVisible();

  await form.getByLabel("Summary reports (POST /api/summary)").click();
  await form.getByLabel("Name").fill("Partner clinic");
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(toast(page, API_KEY_CREATED)).toBeVisible();
  const row = keyRow(page, "Partner clinic");
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByText("summary", { exact: true })).toBeVisible();
  await expect(row.locator("[data-usage-count]")).toHaveText("0");
  await expect(row.locator("[data-key-value]")).toHaveText(/^sk_skin_\.\.\..{4}$/);
  await expectAccessible(page);
  await shootTab(page, testInfo, "admin-api-keys", VIEWPORTS[0]);
});

test("a revealed key shows for 30 seconds, then hides; it can be copied and used", async () => {
  const { page, context } = session;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await openTab(page, "api-keys");
  const row = keyRow(page, "Partner clinic");
  const value = row.locator("[data-key-value]");
  await row.getByRole("button", { name: "Reveal the key Partner clinic" }).click();
  await expect(value).toHaveText(/^sk_skin_[A-Za-z0-9_-]{40,}$/);
  revealedKey = (await value.textContent()) ?? "";

  await page.clock.fastForward(KEY_REVEAL_MS - 1_000);
  await expect(value).toHaveText(revealedKey);
  await page.clock.fastForward(2_000);
  await expect(value).toHaveText(/^sk_skin_\.\.\..{4}$/);
  await expect(row.getByRole("button", { name: "Reveal the key Partner clinic" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  await row.getByRole("button", { name: "Copy the key Partner clinic" }).click();
  await expect(toast(page, API_KEY_COPIED)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(revealedKey);
  await expect(value).toHaveText(/^sk_skin_\.\.\..{4}$/);

  const used = await callSummary(page, revealedKey);
  expect(used.status(), await used.text()).toBe(200);
  await page.reload();
  await expect(row.locator("[data-usage-count]")).toHaveText("1");
});

test("a key is edited, disabled (its calls are then refused) and deleted after confirmation", async () => {
  const { page } = session;
  await openTab(page, "api-keys");
  await page.getByRole("button", { name: "Edit the key Partner clinic" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit API key" });
  await dialog.getByLabel("Name").fill("Partner lab");
  await dialog.getByLabel("Full reports (POST /api/full)").click();
  await dialog.getByRole("button", { name: "Save key" }).click();
  await expect(toast(page, API_KEY_UPDATED)).toBeVisible();
  const row = keyRow(page, "Partner lab");
  await expect(row.getByText("full", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Disable the key Partner lab" }).click();
  await expect(toast(page, apiKeyToggled(false))).toBeVisible();
  await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
  expect((await callSummary(page, revealedKey)).status()).toBe(403);

  await row.getByRole("button", { name: "Delete the key Partner lab" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Delete the key Partner lab" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete key" }).click();
  await expect(toast(page, API_KEY_DELETED)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await callSummary(page, revealedKey)).status()).toBe(401);
});

test("the documentation lays out the OpenAPI document, and the tab fits a 390 px phone", async ({}, testInfo) => {
  const { page } = session;
  await openTab(page, "api-keys");
  const docs = page.locator('[data-operation="/api/summary"]');
  await expect(page.getByRole("heading", { name: "Documentation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "/api/full" })).toBeVisible();
  await expect(docs.getByText("photo_base64", { exact: true })).toBeVisible();
  await expect(docs.getByText("usage_count", { exact: true })).toBeVisible();
  await expect(docs.getByText("429", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /API reference of every route/ })).toHaveAttribute(
    "href",
    "/docs/api",
  );
  const link = page.getByRole("link", { name: /OpenAPI 3\.1\.0 document/ });
  const document = await page.request.get((await link.getAttribute("href"))!);
  expect(((await document.json()) as { openapi: string }).openapi).toBe("3.1.0");

  await page.setViewportSize({ width: VIEWPORTS[1].width, height: VIEWPORTS[1].height });
  await openTab(page, "api-keys");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shootTab(page, testInfo, "admin-api-keys", VIEWPORTS[1]);
});
