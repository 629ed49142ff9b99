import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import {
  REFERRAL_FRIEND_CREDITS,
  REFERRAL_REFERRER_REWARD,
  REFERRAL_USAGE_LIMIT,
} from "@/lib/vouchers/terms";
import { ADMIN_EMAIL } from "./support/seed";
import {
  creditsOf,
  expectAccessible,
  expectHeaderSignedIn,
  screenshot,
  toast,
  uniqueEmail,
  VIEWPORTS,
} from "./support/journeys";
import { en } from "./support/english";
import { latestCode, signInAs } from "./support/sign-in-as";

/** The invitation page's and the referrals page's English, with their counts. */
const invite = createTranslator({ locale: "en", messages: en, namespace: "invite" });
const referrals = createTranslator({ locale: "en", messages: en, namespace: "referrals" });

// Referrals, invitations and e-mail verification links (spec section 2): a
// referral claimed through /invite credits both people once.

type Timers = Pick<Window, "setTimeout" | "clearTimeout">;
type PausedClockWindow = Window & { browserTimers?: Timers; pausedTimers?: Timers };

/** Keeps the browser's own timers on every page of the context, before Playwright's clock replaces them. */
async function keepBrowserTimers(page: Page) {
  await page.context().addInitScript(() => {
    const w = window as PausedClockWindow;
    w.browserTimers = { setTimeout: w.setTimeout, clearTimeout: w.clearTimeout };
  });
}

/**
 * axe paces its work with setTimeout, which a paused clock holds back: for the scan the page
 * gets the browser's timers back, while the timers it set before (the redirect) stay held.
 */
async function expectAccessibleOnPausedClock(page: Page) {
  const swap = (toBrowser: boolean) =>
    page.evaluate((toBrowser) => {
      const w = window as PausedClockWindow;
      if (toBrowser) w.pausedTimers = { setTimeout: w.setTimeout, clearTimeout: w.clearTimeout };
      Object.assign(w, toBrowser ? w.browserTimers : w.pausedTimers);
    }, toBrowser);
  await swap(true);
  try {
    await expectAccessible(page);
  } finally {
    await swap(false);
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a friend claims a referral through /invite, lands on /upload, and both get a credit", async ({
      page,
      browser,
    }, testInfo) => {
      // The referrer, in a browser of their own, opens /referrals and finds their link.
      const referrer = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: { width: viewport.width, height: viewport.height },
      });
      const referrerEmail = uniqueEmail("referrer");
      await signInAs(referrer.request, referrerEmail);
      const referrerPage = await referrer.newPage();
      await referrerPage.goto("/referrals");
      await expect(referrerPage.getByRole("heading", { level: 1 })).toHaveText(
        "Invite friends, earn free credits",
      );
      const codeField = referrerPage.getByLabel("Referral code", { exact: true });
      await expect(codeField).toHaveValue(/^[A-Z2-9]{8}$/);
      const code = await codeField.inputValue();
      await expect(referrerPage.getByLabel("Invite link", { exact: true })).toHaveValue(
        `${testInfo.project.use.baseURL}/invite/${code}`,
      );
      await expect(referrerPage.locator('[data-stat="total_uses"]')).toHaveText("0");
      await expect(referrerPage.getByText("No referrals yet.")).toBeVisible();
      await expect(referrerPage.getByRole("link", { name: "Back to Account" })).toHaveAttribute(
        "href",
        "/account",
      );
      await expectAccessible(referrerPage);
      await screenshot(referrerPage, testInfo, "referrals-new", viewport);
      expect(await creditsOf(referrer.request)).toBe(0);

      // The friend opens the invitation, proves their address by code and claims.
      const friendEmail = uniqueEmail("friend");
      await page.goto(`/invite/${code}`);
      await expect(page.getByRole("heading", { name: invite("invited") })).toBeVisible();
      await expect(page.getByTestId("inviter")).toHaveText(`${referrerEmail.slice(0, 2)}***@example.com`);
      await expect(page.getByTestId("credits-offered")).toContainText(invite("creditsOffered", { count: 1 }));
      await expectAccessible(page);
      await screenshot(page, testInfo, "invite-email", viewport);

      await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeDisabled();
      await page.getByLabel("Email address").fill(friendEmail);
      await page.getByRole("button", { name: "Send Verification Code" }).click();
      await expect(toast(page, en.auth.codeSent)).toBeVisible();

      const codeInput = page.getByLabel("Verification code");
      const verify = page.getByRole("button", { name: "Verify & Continue" });
      const sent = await latestCode(page.request, friendEmail);
      await codeInput.fill(`a${sent.slice(0, 5)}x`);
      await expect(codeInput).toHaveValue(sent.slice(0, 5));
      await expect(verify).toBeDisabled();
      await expectAccessible(page);
      await screenshot(page, testInfo, "invite-code", viewport);
      await codeInput.fill(sent);
      await expect(verify).toBeEnabled();
      await verify.click();
      await expect(toast(page, en.auth.signedIn)).toBeVisible();

      const claim = page.getByRole("button", { name: invite("claim", { count: 1 }) });
      await expect(claim).toBeVisible();
      await screenshot(page, testInfo, "invite-claim", viewport);
      await claim.click();
      await expect(page).toHaveURL(/\/upload$/);

      expect(await creditsOf(page.request)).toBe(1);
      expect(await creditsOf(referrer.request)).toBe(1);

      // The referrer sees the friend (masked) and the credit earned.
      await referrerPage.reload();
      await expect(referrerPage.locator('[data-stat="total_uses"]')).toHaveText("1");
      await expect(referrerPage.locator('[data-stat="credits_earned"]')).toHaveText("1");
      await expect(referrerPage.locator('[data-stat="remaining_uses"]')).toHaveText("99");
      await expect(referrerPage.getByTestId("referral-list")).toContainText(
        `${friendEmail.slice(0, 2)}***@example.com`,
      );
      await screenshot(referrerPage, testInfo, "referrals-one-friend", viewport);
      await referrer.close();
    });

    test("an invitation with an unknown code shows Invalid Invitation with a way home", async ({
      page,
    }, testInfo) => {
      await page.goto("/invite/NOSUCHCODE");
      await expect(page.getByRole("heading", { name: invite("invalidTitle") })).toBeVisible();
      await expect(page.getByText(invite("invalidOrExpired"))).toBeVisible();
      await expect(page.getByRole("link", { name: invite("goHome") })).toHaveAttribute("href", "/");
      await expect(page.getByLabel("Email address")).toHaveCount(0);
      await expectAccessible(page);
      await screenshot(page, testInfo, "invite-invalid", viewport);
    });

    test("a visitor opening /referrals is sent to /account to sign in", async ({ page }) => {
      await page.goto("/referrals");
      await expect(page).toHaveURL(/\/account$/);
    });

    test("a bad verification link says it is invalid or expired, with Back to Account", async ({
      page,
    }, testInfo) => {
      await page.goto("/verify-email/not-a-real-token");
      const card = page.getByTestId("email-verification");
      await expect(card).toHaveAttribute("data-state", "error");
      await expect(card.getByText(en.auth.verification.failedText)).toBeVisible();
      await expect(card.getByRole("link", { name: "Back to Account" })).toHaveAttribute("href", "/account");
      await expectAccessible(page);
      await screenshot(page, testInfo, "verify-email-error", viewport);
    });

    test("the link a registration e-mails signs in and goes to /account after 2 s; opened again it says already verified and goes home after 3 s", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("registered");
      const registered = await page.request.post("/api/users/register", {
        data: { email, year_of_birth: new Date().getFullYear() - 25 },
      });
      expect(registered.ok(), await registered.text()).toBe(true);
      const link = `/verify-email/${await latestCode(page.request, email)}`;
      // The page's clock stands still, so the redirects wait for the test, to the millisecond.
      await keepBrowserTimers(page);
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);

      await page.goto(link);
      const card = page.getByTestId("email-verification");
      await expect(card).toHaveAttribute("data-state", "success");
      await expect(card.getByRole("heading", { name: "Email verified!" })).toBeVisible();
      await expect(card.getByRole("link", { name: "Go to Account" })).toHaveAttribute("href", "/account");
      await expectAccessibleOnPausedClock(page);
      await screenshot(page, testInfo, "verify-email-success", viewport);
      await expectHeaderSignedIn(page, viewport, true);
      await page.clock.runFor(1_900);
      await expect(page).toHaveURL(new RegExp(`${link}$`));
      await page.clock.runFor(100);
      await expect(page).toHaveURL(/\/account$/);

      await page.goto(link);
      await expect(card).toHaveAttribute("data-state", "already_verified");
      await expect(card.getByRole("heading", { name: "Email already verified" })).toBeVisible();
      await expectAccessibleOnPausedClock(page);
      await screenshot(page, testInfo, "verify-email-already-verified", viewport);
      await expectHeaderSignedIn(page, viewport, true);
      await page.clock.runFor(2_900);
      await expect(page).toHaveURL(new RegExp(`${link}$`));
      await page.clock.runFor(100);
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test("the referrals page shows its code's terms as the server keeps them, also after an administrator changes them", async ({
  page,
  browser,
}, testInfo) => {
  const viewport = VIEWPORTS[0];
  await page.setViewportSize(viewport);
  await signInAs(page.request, uniqueEmail("terms"));
  await page.goto("/referrals");
  const code = await page.getByLabel("Referral code", { exact: true }).inputValue();
  const defaults = {
    friendCredits: REFERRAL_FRIEND_CREDITS,
    reward: REFERRAL_REFERRER_REWARD,
    limit: REFERRAL_USAGE_LIMIT,
  };
  await expect(page.getByTestId("referral-terms")).toHaveText(
    referrals("inviteLinkDescriptionWithReward", defaults),
  );
  await expect(page.getByTestId("referral-steps")).toContainText(referrals("friendText", defaults));
  await expect(page.getByTestId("referral-steps")).toContainText(referrals("rewardText", defaults));

  // The administrator's console edits the code's voucher: 2 credits per friend, 5 uses.
  const admin = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await signInAs(admin.request, ADMIN_EMAIL);
    const listed = (await (await admin.request.get("/api/admin/vouchers")).json()) as {
      vouchers: { id: string; code: string }[];
    };
    const voucher = listed.vouchers.find((v) => v.code === code)!;
    const updated = await admin.request.put(`/api/admin/vouchers/${voucher.id}`, {
      data: { report_count: 2, usage_limit: 5 },
    });
    expect(updated.ok(), await updated.text()).toBe(true);
  } finally {
    await admin.close();
  }

  await page.reload();
  const changed = { ...defaults, friendCredits: 2, limit: 5 };
  await expect(page.getByTestId("referral-terms")).toHaveText(
    referrals("inviteLinkDescriptionWithReward", changed),
  );
  await expect(page.getByTestId("referral-terms")).toContainText("gets 2 free credits");
  await expect(page.getByTestId("referral-steps")).toContainText(referrals("friendText", changed));
  await expect(page.getByTestId("referral-steps")).toContainText("up to 5 friends");
  await expect(page.locator('[data-stat="remaining_uses"]')).toHaveText("5");
  await screenshot(page, testInfo, "referrals-changed-terms", viewport);

  // The invitation offers the same.
  await page.goto(`/invite/${code}`);
  await expect(page.getByTestId("credits-offered")).toContainText("2 free credits");
});
