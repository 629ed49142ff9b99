import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type APIResponse, type Page, type TestInfo } from "@playwright/test";
import { skinPhoto } from "./seed";

// Helpers of the signed-in journeys: fresh addresses, the balance, toasts, the
// header at either width, screenshots at both widths and accessibility scans.
// Signing in through the API is in sign-in-as.ts.

export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

let counter = 0;
/** A fresh address per journey: the database is shared by every test of a run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function creditsOf(request: APIRequestContext): Promise<number> {
  const profile = await request.get("/api/user/profile");
  expect(profile.ok()).toBe(true);
  return ((await profile.json()) as { credits: number }).credits;
}

/**
 * Buys through the simulated checkout page: credits, or the yearly subscription.
 * The session is started through the API; the payment is confirmed on the page.
 */
export async function buyThroughCheckout(page: Page, plan: { credits: 1 | 3 | 10 } | "subscription") {
  const started = await page.request.post("/api/create-checkout-session", {
    data:
      plan === "subscription"
        ? { plan_type: "subscription", plan_details: { type: "yearly" } }
        : { plan_type: "credits", plan_details: { type: "credits", credits: plan.credits } },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await page.goto(((await started.json()) as { checkout_url: string }).checkout_url);
  await page.getByRole("button", { name: "Confirm simulated payment" }).click();
  await expect(page.locator('[data-field="balance"]')).toHaveText(
    plan === "subscription" ? "Subscription: active" : /^Your balance: \d+ credits?$/,
  );
}

export const jpegFile = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });

/** Picks photos in the upload wizard's photo picker, as Browse Photos does. */
export async function pickPhotos(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel("Choose photos").setInputFiles(files);
}

export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** The header's Sign In: a button in the bar on wide screens, in the menu sheet on phones. */
export async function openSignInFromHeader(page: Page, viewport: Viewport) {
  if (viewport.name === "phone") {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Sign In" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign In" }).click();
  }
}

/** The header's Account, Free Credits and My Spots links (and Sign In's absence) or the reverse, at either width. */
export async function expectHeaderSignedIn(page: Page, viewport: Viewport, signedIn: boolean) {
  const scope =
    viewport.name === "phone"
      ? page.getByRole("dialog", { name: "Menu" })
      : page.getByRole("navigation", { name: "Main" });
  if (viewport.name === "phone") await page.getByRole("button", { name: "Open menu" }).click();
  await expect(scope.getByRole("link", { name: "Account" })).toHaveCount(signedIn ? 1 : 0);
  await expect(scope.getByRole("button", { name: "Sign In" })).toHaveCount(signedIn ? 0 : 1);
  await expect(scope.getByRole("link", { name: "Free Credits" })).toHaveCount(signedIn ? 1 : 0);
  await expect(scope.getByRole("link", { name: "My Spots" })).toHaveCount(signedIn ? 1 : 0);
  if (viewport.name === "phone") await page.keyboard.press("Escape");
}

/** Saves test-results/screenshots/{name}-{project}-{width}.png; a dialog is shot as the viewport shows it. */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  viewport: Viewport,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  // A full-page shot taken while scrolled draws the fixed header over the middle of the page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `test-results/screenshots/${name}-${testInfo.project.name}-${viewport.name}.png`,
    fullPage,
  });
}

/** axe-core finds no serious or critical violation on what the page shows now. */
export async function expectAccessible(page: Page) {
  // A toast caught while fading in reads as low contrast: let finite transitions end first.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // After a client-side navigation Next puts the new page's <title> in once its metadata has
  // streamed; a page that never gets one is still reported by the scan below.
  await page
    .waitForFunction(() => document.title.trim() !== "", undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** A photo of the page's signed-in user, uploaded through the API as the wizard would. */
export async function ownPhoto(page: Page, privacy: "public" | "private"): Promise<string> {
  const upload = await page.request.post("/api/photos/upload", {
    multipart: { files: jpegFile("setup.jpg", await skinPhoto(700, 600)), privacy_setting: privacy },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  return ((await upload.json()) as { photo_ids: string[] }).photo_ids[0]!;
}

/** The JSON of an answer that must succeed; else a failure naming `what`, the status and the body. */
export async function okJson<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** From the wizard's analysis to the owner's page, through the questions when there are some: the report's id. */
export async function toTheReport(page: Page): Promise<string> {
  const questions = page.getByRole("heading", { name: "A few questions" });
  await expect(questions.or(page.locator("[data-report-page]"))).toBeVisible({ timeout: 30_000 });
  if (await questions.isVisible()) {
    await page.getByRole("button", { name: "Skip Questions" }).click();
    await page.getByRole("link", { name: "View Results" }).click();
  }
  await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/);
  return page.url().split("/").at(-1)!;
}
