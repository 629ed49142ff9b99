import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json" with { type: "json" };
import { createPublicReport, seedLandingContent } from "./support/seed";

// The landing page against the built app. Timings use Playwright's clock, so
// "every 3 s" is checked to the millisecond without waiting for real.

test.describe.configure({ mode: "serial" });

const { highlights, testimonials, closing } = en.home;
/** The testimonials' dots, "Show review 1" and on. */
const SHOW_REVIEW = new RegExp(`^${testimonials.show.replace("{number}", "\\d+")}$`);

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** Fake timers that stand still until the test moves them. */
async function stopClock(page: Page) {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/** React reveals streamed sections on a timer: move the stopped clock until the block is there. */
async function revealStreamed(page: Page, testId: string) {
  for (let i = 0; i < 30 && !(await page.getByTestId(testId).isVisible()); i++) await page.clock.runFor(100);
  await expect(page.getByTestId(testId)).toBeVisible();
}

/** The carousel's slide once Embla has started (its dots only exist then). */
async function carouselReady(page: Page, testId: string) {
  const carousel = page.getByTestId(testId);
  await expect(carousel.locator('[data-slot="carousel-dots"] button').first()).toBeVisible();
  return carousel;
}

test.describe("landing page", () => {
  test("with no hero images, reviews or featured reports: demo images, no testimonials, no highlights", async ({
    page,
  }) => {
    await seedLandingContent(page.request, { clear: true });
    await page.setViewportSize(desktop);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.home.hero.heading);
    const hero = page.getByTestId("hero-carousel");
    await expect(hero.locator('[data-slot="carousel-item"]')).toHaveCount(4);
    await expect(hero.locator("img").first()).toHaveAttribute("src", /hero-1\.webp/);
    await expect(page.getByRole("heading", { name: testimonials.title })).toHaveCount(0);
    await expect(page.getByTestId("testimonials-loading")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: highlights.title })).toHaveCount(0);
    await expect(page.getByRole("link", { name: closing.cta })).toHaveAttribute("href", "/upload");
  });

  test("the hero carousel advances every 3 s and wraps after the fourth image", async ({ page }) => {
    await stopClock(page);
    await page.setViewportSize(desktop);
    await page.goto("/");
    const hero = await carouselReady(page, "hero-carousel");
    await expect(hero).toHaveAttribute("data-selected", "0");
    await page.clock.runFor(2_900);
    await expect(hero).toHaveAttribute("data-selected", "0");
    await page.clock.runFor(200);
    await expect(hero).toHaveAttribute("data-selected", "1");
    await page.clock.runFor(3_000);
    await expect(hero).toHaveAttribute("data-selected", "2");
    await page.clock.runFor(3_000);
    await expect(hero).toHaveAttribute("data-selected", "3");
    await page.clock.runFor(3_000);
    await expect(hero).toHaveAttribute("data-selected", "0");
  });

  test("the pricing cards show the prices of the settings", async ({ page }) => {
    const pricing = (await (await page.request.get("/api/settings/pricing")).json()) as {
      credit_prices: Record<string, number>;
      subscription_price: number;
    };
    await page.goto("/");
    const euro = (n: number) => `€${n.toFixed(2)}`;
    await expect(page.getByTestId("price-free")).toHaveText("€0");
    await expect(page.getByTestId("price-pay-per-use")).toHaveText(euro(pricing.credit_prices["1_credit"]!));
    await expect(page.getByTestId("price-premium")).toHaveText(euro(pricing.subscription_price));
    await expect(page.locator('[data-plan="premium"]')).toContainText(en.home.pricing.popular);
  });

  test("Community Highlights: featured reports newest first, 2 s autoplay that pauses on hover", async ({
    page,
  }) => {
    const older = await createPublicReport(page.request);
    const newer = await createPublicReport(page.request);
    const third = await createPublicReport(page.request);
    await seedLandingContent(page.request, { featured_report_ids: [older, newer, third] });
    await stopClock(page);
    await page.setViewportSize(desktop);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: highlights.title })).toBeVisible();
    const slider = await carouselReady(page, "featured-carousel");
    const views = slider.getByRole("link", { name: new RegExp(`^${highlights.view}`) });
    await expect(views).toHaveCount(3);
    await expect(views.first()).toHaveAttribute("href", `/reports/${third}`);
    await expect(views.last()).toHaveAttribute("href", `/reports/${older}`);
    await expect(page.getByRole("link", { name: highlights.moreCases })).toHaveAttribute("href", "/gallery");
    await expect(page.getByRole("link", { name: highlights.start })).toHaveAttribute("href", "/upload");
    // Two cards side by side from 768 px.
    const [first, second] = await slider
      .locator('[data-slot="carousel-item"]')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().top));
    expect(first).toBe(second);

    await expect(slider).toHaveAttribute("data-selected", "0");
    await page.clock.runFor(2_000);
    await expect(slider).toHaveAttribute("data-selected", "1");
    await slider.hover();
    await page.clock.runFor(6_000);
    await expect(slider).toHaveAttribute("data-selected", "1");
    await page.mouse.move(5, 5);
    await page.clock.runFor(2_000);
    await expect(slider).not.toHaveAttribute("data-selected", "1");
  });

  test("Community Highlights shows one card at a time under 768 px", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    const slider = await carouselReady(page, "featured-carousel");
    const widths = await slider
      .locator('[data-slot="carousel-item"]')
      .evaluateAll((items) => items.slice(0, 1).map((item) => item.getBoundingClientRect().width));
    const viewport = await slider.locator('[data-slot="carousel-viewport"]').boundingBox();
    expect(Math.abs(widths[0]! - 16 - viewport!.width)).toBeLessThan(2);
  });

  test("testimonials: 4 s autoplay that wraps, arrows that wrap, dots, pause on hover", async ({ page }) => {
    await seedLandingContent(page.request, {
      reviews: [
        { name: "Anna K.", quote: "Clear and calm explanation of a patch that worried me." },
        { name: "Ben O.", quote: "The follow-up report showed my skin really improved." },
        { name: "Chidi E.", quote: "Quick, private, and it told me when to see a doctor." },
      ],
    });
    await stopClock(page);
    await page.setViewportSize(desktop);
    await page.goto("/");
    await revealStreamed(page, "testimonials");
    await expect(page.getByRole("heading", { name: testimonials.title })).toBeVisible();
    const block = page.getByTestId("testimonials");
    const dots = block.getByRole("button", { name: SHOW_REVIEW });
    // Three reviews, two per view: two positions.
    await expect(dots).toHaveCount(2);
    await expect(block).toHaveAttribute("data-position", "0");
    await expect(block.locator("ul")).toHaveCSS("transition-duration", "0.5s");

    await page.mouse.move(5, 5);
    // The timer starts when the streamed block hydrates, within the last 100 ms of revealing it.
    await page.clock.runFor(3_800);
    await expect(block).toHaveAttribute("data-position", "0");
    await page.clock.runFor(200);
    await expect(block).toHaveAttribute("data-position", "1");
    await page.clock.runFor(4_000);
    await expect(block).toHaveAttribute("data-position", "0");

    await block.getByRole("button", { name: testimonials.previous }).click();
    await expect(block).toHaveAttribute("data-position", "1");
    await block.getByRole("button", { name: testimonials.next }).click();
    await expect(block).toHaveAttribute("data-position", "0");
    await dots.nth(1).click();
    await expect(block).toHaveAttribute("data-position", "1");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");

    await block.hover();
    await expect(block).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(12_000);
    await expect(block).toHaveAttribute("data-position", "1");
  });

  test("testimonials show one per view under 768 px: three positions", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    const block = page.getByTestId("testimonials");
    await expect(block.getByRole("button", { name: SHOW_REVIEW })).toHaveCount(3);
  });

  test("testimonials stand still when every review fits one view", async ({ page }) => {
    await seedLandingContent(page.request, {
      clear: true,
      reviews: [
        { name: "Dana", quote: "Useful." },
        { name: "Eli", quote: "Reassuring." },
      ],
    });
    await stopClock(page);
    await page.setViewportSize(desktop);
    await page.goto("/");
    await revealStreamed(page, "testimonials");
    const block = page.getByTestId("testimonials");
    await expect(block).toHaveAttribute("data-paused", "true");
    await expect(block.getByRole("button", { name: testimonials.next })).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(block).toHaveAttribute("data-position", "0");
  });

  for (const [name, viewport] of [
    ["1280", desktop],
    ["390", phone],
  ] as const) {
    test(`the landing page has no serious accessibility violation at ${name} px, screenshot`, async ({
      page,
    }, testInfo) => {
      const listed = (await (await page.request.get("/api/reports/public?limit=3")).json()) as {
        id: string;
      }[];
      await seedLandingContent(page.request, {
        reviews: [
          { name: "Farah", quote: "It explained my eczema flare in plain words and suggested seeing a GP." },
        ],
        featured_report_ids: listed.map((report) => report.id),
      });
      // A stopped clock keeps every carousel on its first slide for a steady screenshot.
      await stopClock(page);
      await page.setViewportSize(viewport);
      await page.goto("/");
      await revealStreamed(page, "testimonials");
      await expect(page.getByRole("heading", { name: highlights.title })).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/landing-${testInfo.project.name}-${name}.png`,
        fullPage: true,
      });
      // axe waits on timers of its own: let time flow again for the scan.
      await page.clock.resume();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
