import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { SUBSCRIPTION_ACTIVE_URL } from "@/lib/billing/texts";
import { REFERRAL_TERMS } from "@/lib/vouchers/terms";
import { expectAccessible, screenshot, VIEWPORTS } from "./support/journeys";
import { en } from "./support/english";
import { changeSettings } from "./support/settings";
import { signInAs } from "./support/sign-in-as";

// /pricing (spec section 2): two plans priced from the settings, the savings
// claim, credit expiry in months, FAQ, the referral teaser and purchase buttons
// wired to POST /api/create-checkout-session.

const DEFAULT_PRICES = {
  credit_prices: { "1_credit": 9.99, "3_credits": 19.99, "10_credits": 79.99 },
  subscription_price: 7.99,
  credits_expiry_days: 180,
};

/** The limits the next test changes, as the settings' defaults have them. */
const DEFAULT_LIMITS = {
  max_photos_per_report_free: 1,
  max_photos_per_report_paid: 3,
  subscription_monthly_cap: 50,
  enable_first_free_report: true,
};

/** /pricing's and the landing page's pricing cards' texts in English. */
const pricing = createTranslator({ locale: "en", messages: en, namespace: "pricing" });
const landing = createTranslator({ locale: "en", messages: en, namespace: "home.pricing" });

const plan = (page: Page, id: "premium" | "pay-per-use") => page.locator(`[data-plan="${id}"]`);
/** The landing page's pricing section and one of its cards. */
const landingPricing = (page: Page) => page.locator('section[aria-labelledby="pricing-heading"]');
const landingCard = (page: Page, id: "free" | "pay-per-use" | "premium") =>
  landingPricing(page).locator(`[data-plan="${id}"]`);

test.describe("pricing page", () => {
  for (const viewport of VIEWPORTS) {
    test(`a visitor sees both plans with the default prices at ${viewport.name} width`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const response = await page.goto("/pricing");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pricing.heading);
      await expect(page.getByRole("heading", { name: "Premium Unlimited" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Pay Per Use" })).toBeVisible();
      await expect(page.getByTestId("price-subscription")).toHaveText("€7.99");
      await expect(page.getByTestId("price-subscription-yearly")).toHaveText("Billed yearly: €95.88");
      await expect(page.getByTestId("savings")).toContainText("12 single credits€119.88");
      await expect(page.getByTestId("savings")).toContainText("Save 20% (€24.00 a year)");
      await expect(page.getByTestId("price-1_credit")).toHaveText("€9.99");
      await expect(page.getByTestId("price-3_credits")).toHaveText("€19.99");
      await expect(page.getByTestId("price-10_credits")).toHaveText("€79.99");
      await expect(plan(page, "pay-per-use")).toContainText("Credits stay valid for 6 months");
      await expect(page.getByTestId("referral-teaser")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");

      const faq = page.getByText("Can I cancel my subscription?");
      await faq.click();
      await expect(page.getByText("Yes, at any time from your account page.")).toBeVisible();
      await expectAccessible(page);
      // The fixed header would otherwise be drawn where the FAQ click left the page scrolled.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `test-results/screenshots/pricing-${testInfo.project.name}-${viewport.name}.png`,
        fullPage: true,
      });
    });
  }

  test("shows the new prices, savings and credit expiry after an administrator changes the settings", async ({
    page,
    baseURL,
  }) => {
    await changeSettings(baseURL!, {
      credit_prices: { "1_credit": 12.5, "3_credits": 30, "10_credits": 90 },
      subscription_price: 5,
      credits_expiry_days: 90,
    });
    try {
      // A change of the settings expires the pages' copy at once: the next visit shows it.
      await page.goto("/pricing");
      await expect(page.getByTestId("price-1_credit")).toHaveText("€12.50");
      await expect(page.getByTestId("price-3_credits")).toHaveText("€30.00");
      await expect(page.getByTestId("price-10_credits")).toHaveText("€90.00");
      await expect(page.getByTestId("price-subscription")).toHaveText("€5.00");
      await expect(page.getByTestId("price-subscription-yearly")).toHaveText("Billed yearly: €60.00");
      await expect(page.getByTestId("savings")).toContainText("Save 60% (€90.00 a year)");
      await expect(plan(page, "pay-per-use")).toContainText("Credits stay valid for 3 months");
      await expect(page.locator('[data-pack="3_credits"]')).toContainText("€10.00 each");
    } finally {
      await changeSettings(baseURL!, DEFAULT_PRICES);
      await page.goto("/pricing");
      await expect(page.getByTestId("price-1_credit")).toHaveText("€9.99");
    }
  });

  test("shows the settings' photo limits, monthly cap and first free report on /pricing and the landing page's cards", async ({
    page,
    baseURL,
  }, testInfo) => {
    await changeSettings(baseURL!, {
      max_photos_per_report_free: 2,
      max_photos_per_report_paid: 5,
      subscription_monthly_cap: 30,
      enable_first_free_report: false,
    });
    try {
      // A change of the settings expires the pages' copy at once: the next visit shows it.
      await page.goto("/pricing");
      await expect(plan(page, "premium")).toContainText(pricing("premium.unlimitedReports", { cap: 30 }));
      await expect(plan(page, "premium")).toContainText(pricing("photosPerReport", { max: 5 }));
      await expect(plan(page, "pay-per-use")).toContainText(pricing("photosPerReport", { max: 5 }));
      await expect(page.getByText("Up to 3 photos")).toHaveCount(0);
      await page.getByText("How is Premium Unlimited billed?").click();
      await expect(page.getByText("a fair-use limit of 30 a month")).toBeVisible();

      await page.goto("/");
      await expect(landingCard(page, "premium")).toContainText(landing("unlimitedReports", { cap: 30 }));
      await expect(landingCard(page, "free")).toContainText(landing("photosPerReport", { count: 2 }));
      await expect(landingCard(page, "free")).not.toContainText(landing("firstReportFree"));
      await expect(landingCard(page, "pay-per-use")).toContainText(landing("photosPerReport", { count: 5 }));

      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto("/pricing");
        await screenshot(page, testInfo, "pricing-changed-limits", viewport);
        await page.goto("/");
        // The section cut out of a full-page shot taken at the top: the fixed header stays out of it.
        await page.evaluate(() => window.scrollTo(0, 0));
        const section = (await landingPricing(page).boundingBox())!;
        await page.screenshot({
          path: `test-results/screenshots/landing-pricing-changed-limits-${testInfo.project.name}-${viewport.name}.png`,
          fullPage: true,
          clip: section,
        });
      }
    } finally {
      await changeSettings(baseURL!, DEFAULT_LIMITS);
      await page.goto("/");
      await expect(landingCard(page, "free")).toContainText(landing("firstReportFree"));
      await expect(landingCard(page, "premium")).toContainText(landing("unlimitedReports", { cap: 50 }));
    }
  });

  test("a visitor's purchase opens the sign-in dialog and resumes at checkout after signing in", async ({
    page,
  }) => {
    const checkouts: unknown[] = [];
    await page.route("**/api/create-checkout-session", async (route) => {
      checkouts.push(route.request().postDataJSON());
      await route.fulfill({ json: { checkout_url: "/contact?checkout=simulated" } });
    });
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Buy 3 credits" }).click();
    await expect(page.getByTestId("login-dialog")).toBeVisible();
    expect(checkouts).toEqual([]);

    // The login dialog (built elsewhere) signs in and announces it; the page then knows the viewer.
    await signInAs(page.request, "pricing-buyer@example.com");
    await page.evaluate(() => window.dispatchEvent(new Event("skinsight:auth-change")));

    await expect(page).toHaveURL(/\/contact\?checkout=simulated$/);
    expect(checkouts).toEqual([
      {
        plan_type: "credits",
        plan_details: { type: "credits", package: "3_credits", credits: 3, price: 19.99 },
      },
    ]);
  });

  test("a signed-in user sees the referral teaser and goes straight to checkout", async ({
    page,
  }, testInfo) => {
    const checkouts: unknown[] = [];
    await page.route("**/api/create-checkout-session", async (route) => {
      checkouts.push(route.request().postDataJSON());
      await route.fulfill({ json: { checkout_url: "/privacy?checkout=subscription" } });
    });
    await signInAs(page.request, "pricing-member@example.com");
    await page.goto("/pricing");
    const teaser = page.getByTestId("referral-teaser");
    await expect(teaser).toContainText("Get credits for free");
    await expect(teaser).toContainText(
      pricing("teaser.friendAndReward", {
        friendCredits: REFERRAL_TERMS.friendCredits,
        reward: REFERRAL_TERMS.referrerReward,
      }),
    );
    await expect(teaser.getByRole("link", { name: "Invite friends" })).toHaveAttribute("href", "/referrals");
    await page.screenshot({
      path: `test-results/screenshots/pricing-signed-in-${testInfo.project.name}.png`,
      fullPage: true,
    });

    await page.getByRole("button", { name: "Get Premium Unlimited" }).click();
    await expect(page).toHaveURL(/\/privacy\?checkout=subscription$/);
    expect(checkouts).toEqual([{ plan_type: "subscription", plan_details: { type: "yearly", price: 7.99 } }]);
  });

  test("a subscriber asking for another subscription is sent to /account?message=subscription_active", async ({
    page,
  }) => {
    // The checkout endpoint's answer for a user whose subscription is active (issue 8, item 1).
    await page.route("**/api/create-checkout-session", (route) =>
      route.fulfill({
        json: { checkout_url: SUBSCRIPTION_ACTIVE_URL, session_id: null, already_subscribed: true },
      }),
    );
    await signInAs(page.request, "pricing-subscriber@example.com");
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Get Premium Unlimited" }).click();
    await expect(page).toHaveURL(/\/account\?message=subscription_active$/);
  });

  test("a signed-in user's click before the page has heard who they are goes to checkout, never to the sign-in dialog", async ({
    page,
  }) => {
    // The viewer's answer is held until after the click: the click must wait for it, not be taken
    // for a visitor's.
    let releaseViewer = () => {};
    const viewerHeld = new Promise<void>((resolve) => (releaseViewer = resolve));
    await page.route("**/api/auth/viewer", async (route) => {
      await viewerHeld;
      await route.continue();
    });
    const checkouts: unknown[] = [];
    await page.route("**/api/create-checkout-session", async (route) => {
      checkouts.push(route.request().postDataJSON());
      await route.fulfill({ status: 502, json: { detail: "upstream trouble" } });
    });
    await signInAs(page.request, "pricing-early@example.com");
    await page.goto("/pricing");
    const buy = page.getByRole("button", { name: "Buy 1 credit" });
    await buy.click();
    expect(checkouts).toEqual([]);
    releaseViewer();

    await expect(page.getByText(en.pricing.paymentFailed)).toBeVisible();
    expect(checkouts).toHaveLength(1);
    await expect(page.getByTestId("login-dialog")).toBeHidden();
    await expect(buy).toBeEnabled();
  });

  test("a failed checkout says 'Payment processing failed. Please try again.' and the buttons work again", async ({
    page,
  }) => {
    await page.route("**/api/create-checkout-session", (route) =>
      route.fulfill({ status: 502, json: { detail: "upstream trouble" } }),
    );
    await signInAs(page.request, "pricing-failure@example.com");
    await page.goto("/pricing");
    const buy = page.getByRole("button", { name: "Buy 1 credit" });
    await buy.click();
    await expect(page.getByText(en.pricing.paymentFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(buy).toBeEnabled();
  });
});
