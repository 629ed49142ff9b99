import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Entitlements } from "@/lib/api-client";
import {
  buyThroughCheckout,
  creditsOf,
  expectAccessible,
  expectHeaderSignedIn,
  screenshot,
  toast,
  uniqueEmail,
  VIEWPORTS,
} from "./support/journeys";
import { latestCode, signInAs } from "./support/sign-in-as";
import { colouredJpeg } from "./support/seed";
import { en } from "./support/english";

// The account page (spec section 2, Account): sign-in by code when signed out,
// then the dashboard's overview, vouchers, subscription, purchases, profile,
// reports, export, deletion and signing out, at 1280 and 390 px.

const texts = en.account;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A summary report of the signed-in user's own photo, through the API. */
async function createSummary(request: APIRequestContext): Promise<string> {
  const upload = await ok<{ photo_ids: string[] }>(
    await request.post("/api/photos/upload", {
      multipart: {
        files: { name: "skin.jpg", mimeType: "image/jpeg", buffer: await colouredJpeg("#c99672", 640, 480) },
        privacy_setting: "public",
      },
    }),
    "upload",
  );
  const report = await ok<{ report_id: string }>(
    await request.post("/api/analysis/summary", {
      data: { photo_ids: upload.photo_ids, privacy_setting: "public" },
    }),
    "summary",
  );
  return report.report_id;
}

/** What the server says the signed-in user may do now: the figures the page must show. */
async function entitlementsOf(request: APIRequestContext): Promise<Entitlements> {
  return ok<Entitlements>(await request.get("/api/user/entitlements"), "entitlements");
}

/** The user's reports as GET /api/user/reports lists them. */
async function reportsOf(request: APIRequestContext) {
  return ok<{ id: string; report_type: string; privacy_setting: string; photo_ids: string[] }[]>(
    await request.get("/api/user/reports"),
    "reports",
  );
}

/** A row's thumbnail is the report's first photo, loaded, at the same fixed size in every row. */
async function expectThumbnail(page: Page, row: ReturnType<Page["locator"]>, photoId: string) {
  const image = row.locator("img");
  await expect(image).toHaveAttribute("src", new RegExp(`/api/photos/${photoId}/image`));
  await expect(image).toHaveAttribute("alt", /^Photo of /);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await image.boundingBox();
  expect(box?.width).toBe(56);
  expect(box?.height).toBe(56);
}

async function openAccount(page: Page, query = "") {
  await page.goto(`/account${query}`);
  await expect(page.getByTestId("credits")).toBeVisible();
}

// A friend's referral code, redeemed by one new user per width. Sign-in codes are
// limited to 20 an hour per IP address, so each journey signs in as few times as it can.
let referralCode = "";
test.beforeAll(async ({ playwright }, testInfo) => {
  const friend = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInAs(friend, uniqueEmail("account-referrer"));
  referralCode = (
    await ok<{ voucher_code: string }>(await friend.post("/api/user/generate-referral"), "referral")
  ).voucher_code;
  await friend.dispose();
});

for (const viewport of VIEWPORTS) {
  test.describe(`account at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a signed-out visitor signs in on the account page by e-mailed code, sees the dashboard and redeems a friend's referral code as a voucher", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("account-login");
      await page.goto("/account");
      const send = page.getByRole("button", { name: "Send Verification Code" });
      await expect(send).toBeDisabled();
      await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
      await page.getByLabel("Email address").fill("   ");
      await expect(send).toBeDisabled();
      await page.getByLabel("Email address").press("Tab");
      await expect(page.getByText(en.auth.emailRequired)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, "account-signed-out", viewport);

      await page.getByLabel("Email address").fill(email);
      await send.click();
      const verify = page.getByRole("button", { name: "Verify & Continue" });
      await verify.click();
      await expect(page.getByText(en.auth.codeRequired)).toBeVisible();
      await page.getByLabel("Verification code").fill(await latestCode(page.request, email));
      await verify.click();
      await expect(toast(page, en.auth.signedIn)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
      await expect(page.getByTestId("credits")).toHaveText("0");
      await expect(page.getByText("No reports yet")).toBeVisible();
      // The first full report is free and waits for them: offered, never "no credits".
      const free = (await entitlementsOf(page.request)).free_summaries;
      await expect(page.getByTestId("fair-use")).toHaveText(`0 of ${free.limit} free summaries today`);
      const offer = page.getByTestId("first-free-offer");
      await expect(offer.getByText(texts.firstFree.badge)).toBeVisible();
      await expect(offer.getByRole("link", { name: "Start an Analysis" })).toHaveAttribute("href", "/upload");
      await expect(page.getByText(en.reportOwner.upgrade.noCredits)).toHaveCount(0);
      await expect(page.getByTestId("credits-note")).toHaveText("1 credit per full report");
      await expectHeaderSignedIn(page, viewport, true);
      await expectAccessible(page);
      await screenshot(page, testInfo, "account-new-user", viewport);

      await page.getByRole("button", { name: "Redeem Voucher" }).click();
      const dialog = page.getByRole("dialog", { name: "Redeem a voucher" });
      await dialog.getByRole("button", { name: "Redeem" }).click();
      await expect(dialog.getByText(texts.voucher.required)).toBeVisible();
      await dialog.getByLabel("Voucher code").fill("NOSUCHCODE");
      await dialog.getByRole("button", { name: "Redeem" }).click();
      await expect(toast(page, "Invalid voucher code")).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, "account-voucher-dialog", viewport, { fullPage: false });
      // The toast can be closed while the dialog is open, and that is no click outside the dialog.
      await toast(page, "Invalid voucher code").getByRole("button", { name: "Close notification" }).click();
      await expect(toast(page, "Invalid voucher code")).toHaveCount(0);
      await expect(dialog).toBeVisible();

      await dialog.getByLabel("Voucher code").fill(referralCode.toLowerCase());
      await dialog.getByRole("button", { name: "Redeem" }).click();
      await expect(toast(page, texts.voucher.redeemed)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId("credits")).toHaveText("1");
      // With a credit the next full report is paid for: the free one is kept for later.
      await expect(page.getByTestId("first-free-offer")).toHaveCount(0);
    });

    test("signed out, redeeming, cancelling and upgrading answer 'Please login first' and the page offers sign-in", async ({
      page,
    }) => {
      await page.goto("/account");
      await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Redeem Voucher" })).toHaveCount(0);
      for (const [path, data] of [
        ["/api/vouchers/redeem?code=ANY", undefined],
        ["/api/subscription/cancel", { cancel_type: "end_of_period" }],
        ["/api/subscription/reactivate", undefined],
      ] as const) {
        const answer = await page.request.post(path, { data });
        expect(answer.status()).toBe(401);
        expect(await answer.json()).toEqual({ detail: "Please login first" });
      }
    });

    test("a profile that fails to load signs the user out and the page offers sign-in", async ({ page }) => {
      await signInAs(page.request, uniqueEmail("account-profile-fails"));
      await page.route("**/api/user/profile", (route) =>
        route.fulfill({ status: 500, json: { detail: "Internal server error" } }),
      );
      await page.goto("/account");
      // The page asks three times (two retries, 1 s and 2 s apart) before it gives up on the profile.
      await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible({
        timeout: 15_000,
      });
      await page.unroute("**/api/user/profile");
      expect((await page.request.get("/api/user/profile")).status()).toBe(401);
      expect(await page.evaluate(() => window.localStorage.getItem("user_id"))).toBeNull();
    });

    test("a user buys 3 credits from the account page through the simulated checkout, sees the balance with its expiry, then upgrades a summary from the list after confirming, for one credit once", async ({
      page,
    }, testInfo) => {
      await signInAs(page.request, uniqueEmail("account-buy"));
      const reportId = await createSummary(page.request);
      const [summary] = await reportsOf(page.request);
      await openAccount(page);
      const list = page.getByTestId("reports-list");
      await expect(list.getByRole("link")).toHaveCount(1);
      await expect(list.getByRole("link")).toHaveAttribute("href", `/analysis/${reportId}`);
      await expectThumbnail(page, list.getByRole("listitem"), summary!.photo_ids[0]!);
      // The first full report is free: taken on the summary's own page, where the upgrade panel is.
      await expect(
        page.getByTestId("first-free-offer").getByRole("link", { name: "Upgrade My Newest Summary" }),
      ).toHaveAttribute("href", `/analysis/${reportId}`);
      // The list spends only credits or a subscription: without either it offers no upgrade.
      await expect(list.getByRole("button", { name: "Upgrade to Full" })).toHaveCount(0);
      const free = (await entitlementsOf(page.request)).free_summaries;
      await expect(page.getByTestId("fair-use")).toHaveText(`1 of ${free.limit} free summaries today`);

      await expect(page.getByTestId("buy-credits")).toContainText("€19.99");
      await page.getByRole("button", { name: "Buy 3 credits" }).click();
      await page.waitForURL(/\/checkout\/simulated\?session=cs_sim_/);
      await expect(page.locator('[data-field="amount"]')).toHaveText("19.99 EUR");
      await page.getByRole("button", { name: "Confirm simulated payment" }).click();
      await page.getByRole("link", { name: "Continue to your account" }).click();
      await page.waitForURL(/\/account\?message=payment_success/);
      await expect(page.getByTestId("credits")).toHaveText("3");
      await expect(page.getByTestId("credits-note")).toHaveText(
        /^Expire on \d{1,2} \w{3} \d{4} · 1 credit per full report$/,
      );
      await expect(page.getByTestId("arrival-notice")).toHaveText(texts.notices.paymentSuccess);
      await expect(page.getByTestId("first-free-offer")).toHaveCount(0);
      expect(await creditsOf(page.request)).toBe(3);
      await expectAccessible(page);
      await screenshot(page, testInfo, "account-after-purchase", viewport);

      // Asking first: cancelling spends nothing.
      await list.getByRole("button", { name: "Upgrade to Full" }).click();
      const confirm = page.getByRole("alertdialog", { name: texts.reports.confirmTitle });
      await expect(confirm).toContainText("This uses 1 credit from your balance.");
      await expect(confirm).toContainText("will be private.");
      await expectAccessible(page);
      await screenshot(page, testInfo, "account-upgrade-confirm", viewport, { fullPage: false });
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toHaveCount(0);
      expect(await creditsOf(page.request)).toBe(3);

      // A double click on the confirmation sends one upgrade and spends one credit.
      await list.getByRole("button", { name: "Upgrade to Full" }).click();
      await confirm.getByRole("button", { name: "Use 1 credit" }).dblclick();
      await expect(toast(page, texts.reports.upgraded)).toBeVisible();
      await expect(confirm).toHaveCount(0);
      // One row, the full report; the summary left the list.
      await expect(list.getByRole("link")).toHaveCount(1);
      await expect(list.getByText("Full report", { exact: true })).toHaveCount(1);
      await expect(list.getByText("Summary", { exact: true })).toHaveCount(0);
      await expect(list.getByRole("button", { name: "Upgrade to Full" })).toHaveCount(0);
      await expect(page.getByTestId("credits")).toHaveText("2");
      const reports = await reportsOf(page.request);
      expect(reports.map((r) => [r.report_type, r.privacy_setting])).toEqual([["full", "private"]]);
      await expect(list.getByRole("link")).toHaveAttribute("href", `/analysis/${reports[0]!.id}`);
      await expect(list).toContainText("private");
      await expectThumbnail(page, list.getByRole("listitem"), summary!.photo_ids[0]!);
      expect(await creditsOf(page.request)).toBe(2);
      await expectAccessible(page);
      await screenshot(page, testInfo, "account-upgraded", viewport);
    });

    test("a summary upgraded elsewhere while the list was open is not charged again: the confirmation refreshes the list and says it was already upgraded", async ({
      page,
    }) => {
      await signInAs(page.request, uniqueEmail("account-upgraded-elsewhere"));
      await buyThroughCheckout(page, { credits: 3 });
      const summaryId = await createSummary(page.request);
      await openAccount(page);
      const list = page.getByTestId("reports-list");
      await expect(list.getByRole("button", { name: "Upgrade to Full" })).toHaveCount(1);

      // Upgraded in another tab (its report page): one credit spent.
      const [summary] = await reportsOf(page.request);
      const upgraded = await ok<{ report_id: string }>(
        await page.request.post("/api/analysis/full", {
          data: { photo_ids: summary!.photo_ids, upgrade_from_report_id: summaryId },
        }),
        "upgrade",
      );
      expect(await creditsOf(page.request)).toBe(2);

      await list.getByRole("button", { name: "Upgrade to Full" }).click();
      const confirm = page.getByRole("alertdialog", { name: texts.reports.confirmTitle });
      await confirm.getByRole("button", { name: "Use 1 credit" }).click();
      await expect(toast(page, texts.reports.alreadyUpgraded)).toBeVisible();
      await expect(list.getByRole("link")).toHaveCount(1);
      await expect(list.getByRole("link")).toHaveAttribute("href", `/analysis/${upgraded.report_id}`);
      await expect(list.getByRole("button", { name: "Upgrade to Full" })).toHaveCount(0);
      await expect(page.getByTestId("credits")).toHaveText("2");
      expect(await creditsOf(page.request)).toBe(2);
    });

    test("a subscriber cancels at the period end (expires soon), reactivates, then cancels immediately", async ({
      page,
    }, testInfo) => {
      await signInAs(page.request, uniqueEmail("account-subscriber"));
      await createSummary(page.request);
      await openAccount(page);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await page.waitForURL(/\/checkout\/simulated/);
      await page.getByRole("button", { name: "Confirm simulated payment" }).click();
      await page.getByRole("link", { name: "Continue to your account" }).click();
      await page.waitForURL(/\/account/);
      const card = page.getByTestId("subscription-card");
      await expect(card).toContainText("active");
      await expect(page.getByTestId("credits")).toHaveText("Unlimited");
      await expect(page.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
      // The month's full reports against the server's cap, not the free summaries made.
      const cap = (await entitlementsOf(page.request)).monthly_cap!;
      expect(cap).toEqual({ used: 0, limit: 50 });
      await expect(page.getByTestId("fair-use")).toHaveText("0 of 50 full reports this month");

      // Upgrading from the list is included in the subscription, and counts against the cap.
      const list = page.getByTestId("reports-list");
      await list.getByRole("button", { name: "Upgrade to Full" }).click();
      const confirm = page.getByRole("alertdialog", { name: texts.reports.confirmTitle });
      await expect(confirm).toContainText(texts.reports.costSubscription);
      await confirm.getByRole("button", { name: "Upgrade" }).click();
      await expect(toast(page, texts.reports.upgraded)).toBeVisible();
      await expect(page.getByTestId("fair-use")).toHaveText("1 of 50 full reports this month");
      await expect(list.getByRole("link")).toHaveCount(1);
      expect(await creditsOf(page.request)).toBe(0);

      await openAccount(page, "?message=subscription_active");
      await expect(page.getByTestId("arrival-notice")).toHaveText(texts.notices.subscriptionActive);
      await screenshot(page, testInfo, "account-subscriber", viewport);

      await card.getByRole("button", { name: "Cancel Subscription" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel your subscription?" });
      await expect(dialog.getByRole("radio", { name: /At the end of the billing period/ })).toBeChecked();
      await expectAccessible(page);
      await screenshot(page, testInfo, "account-cancel-dialog", viewport, { fullPage: false });
      await dialog.getByRole("button", { name: "Confirm Cancellation" }).click();
      await expect(toast(page, texts.subscription.cancelledAtPeriodEnd)).toBeVisible();
      await expect(card.getByText(texts.overview.expiresSoon)).toBeVisible();
      await expect(page.getByTestId("subscription")).toContainText(texts.overview.expiresSoon);
      await expectAccessible(page);

      await card.getByRole("button", { name: "Reactivate Subscription" }).click();
      await expect(toast(page, texts.subscription.reactivated)).toBeVisible();
      await expect(card.getByText(texts.overview.expiresSoon)).toHaveCount(0);

      await card.getByRole("button", { name: "Cancel Subscription" }).click();
      await dialog.getByRole("radio", { name: /Immediately/ }).check();
      await dialog.getByRole("button", { name: "Confirm Cancellation" }).click();
      await expect(toast(page, texts.subscription.cancelledImmediately)).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(page.getByTestId("subscription")).toContainText("canceled");
      await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
      const profile = await ok<{ subscription_status: string }>(
        await page.request.get("/api/user/profile"),
        "profile",
      );
      expect(profile.subscription_status).toBe("canceled");
    });

    test("the profile questionnaire needs a name, saves the answers and shows them after a reload; export my data downloads them as JSON", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("account-profile");
      await signInAs(page.request, email);
      await openAccount(page);
      const name = page.getByLabel("What is your full name?");
      await name.fill("x");
      await name.fill("   ");
      await page.getByRole("button", { name: "Save Profile" }).click();
      await expect(page.getByText(texts.profile.nameRequired)).toBeVisible();
      await expectAccessible(page);
      await name.fill("Ada Lovelace");
      await page.getByRole("button", { name: "Save Profile" }).click();
      await expect(toast(page, texts.profile.saved)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Hello, Ada Lovelace" })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("What is your full name?")).toHaveValue("Ada Lovelace");
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, testInfo, "account-profile", viewport);

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export My Data" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^skinsight-data-\d{4}-\d{2}-\d{2}\.json$/);
      const text = await readFile((await file.path())!, "utf8");
      expect(text).toContain(email);
      expect(text).toContain("Ada Lovelace");
      expect(() => JSON.parse(text)).not.toThrow();
    });

    test("signing out everywhere ends the sessions of other browsers too", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const email = uniqueEmail("account-everywhere");
      const other = await playwright.request.newContext({ baseURL });
      await signInAs(other, email);
      await signInAs(page.request, email);
      await openAccount(page);
      await page.getByRole("button", { name: "Sign Out Everywhere" }).click();
      await expect(toast(page, texts.data.signedOutEverywhere)).toBeVisible();
      await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
      expect((await other.get("/api/user/profile")).status()).toBe(401);
      expect((await page.request.get("/api/user/profile")).status()).toBe(401);
      await other.dispose();
    });

    test("deleting the account asks for the e-mailed code, then signs out and the account is gone", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("account-delete");
      await signInAs(page.request, email);
      await openAccount(page);
      await page.getByRole("button", { name: "Delete Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.getByRole("button", { name: "Send Confirmation Code" }).click();
      await dialog.getByRole("button", { name: "Delete My Account" }).click();
      await expect(dialog.getByText(en.auth.codeRequired)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, "account-delete-dialog", viewport, { fullPage: false });
      await dialog.getByLabel("Confirmation code").fill(await latestCode(page.request, email));
      await dialog.getByRole("button", { name: "Delete My Account" }).click();
      await expect(toast(page, texts.data.deleted)).toBeVisible();
      await page.waitForURL((url) => url.pathname === "/");
      await expectHeaderSignedIn(page, viewport, false);
      expect((await page.request.get("/api/user/profile")).status()).toBe(401);
      expect(await page.evaluate(() => window.localStorage.getItem("user_id"))).toBeNull();
    });
  });
}
