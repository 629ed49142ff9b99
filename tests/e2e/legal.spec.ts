import { expect, test } from "@playwright/test";
import { expectAccessible, VIEWPORTS } from "./support/journeys";
import { changeSettings } from "./support/settings";

// /privacy (9 numbered sections) and /terms (12), each dated today and linking to /contact.

const today = () =>
  new Date().toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

const pages = [
  { path: "/privacy", title: "Privacy Policy", sections: 9 },
  { path: "/terms", title: "Terms of Service", sections: 12 },
];

test.describe("privacy policy and terms", () => {
  for (const legal of pages) {
    for (const viewport of VIEWPORTS) {
      test(`${legal.path} has ${legal.sections} numbered sections, today's date and a contact link at ${viewport.name} width`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(viewport);
        const response = await page.goto(legal.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
        await expect(page.getByTestId("last-updated")).toHaveText(`Last updated: ${today()}`);

        const headings = page.getByTestId("legal-section").getByRole("heading", { level: 2 });
        await expect(headings).toHaveCount(legal.sections);
        const texts = await headings.allTextContents();
        texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
        expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);

        await expectAccessible(page);
        await page.screenshot({
          path: `test-results/screenshots/${legal.path.slice(1)}-${testInfo.project.name}-${viewport.name}.png`,
          fullPage: true,
        });
      });
    }
  }

  test("the privacy policy names the AI provider, Stripe and the self-service export and deletion", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.locator("main");
    await expect(main).toContainText("OpenAI");
    await expect(main).toContainText("Stripe");
    await expect(main).toContainText("Free reports and their photos are kept for 30 days.");
    await expect(main).toContainText("download everything we keep about you from your account page");
  });

  test("with the analysis on the operator's own servers, the policy and the terms say so and name no AI company", async ({
    page,
    baseURL,
  }) => {
    await changeSettings(baseURL!, { ai_processing: "own_servers" });
    try {
      await page.goto("/privacy");
      const policy = page.locator("main");
      await expect(policy).toContainText(
        "Your report is written by an AI model that runs on our own servers.",
      );
      await expect(policy).not.toContainText("OpenAI");
      await expect(policy).toContainText("Stripe");
      await page.goto("/terms");
      await expect(page.locator("main")).toContainText(
        "Reports are produced by an AI model running on our own servers",
      );
      await expect(page.locator("main")).not.toContainText("OpenAI");
    } finally {
      await changeSettings(baseURL!, { ai_processing: "openai" });
    }
    await page.goto("/privacy");
    await expect(page.locator("main")).toContainText("Your report is written by an AI model from OpenAI.");
  });

  test("the terms give the e-mail address, monthly or annual billing and termination in account settings", async ({
    page,
  }) => {
    await page.goto("/terms");
    await expect(page.getByTestId("terms-email")).toHaveAttribute("href", "mailto:support@skinsight.local");
    const main = page.locator("main");
    await expect(main).toContainText("billed monthly or annually");
    await expect(main).toContainText("terminate your account in your account settings");
    await expect(main).toContainText("premium reports (made with credits or a subscription) is not used");
  });
});
