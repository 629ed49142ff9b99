import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 390, height: 844 },
  ]) {
    test(`renders the landing page at ${viewport.name} width`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI skin analysis in seconds");
      await expect(page.getByRole("link", { name: "Start Free Analysis" })).toHaveAttribute(
        "href",
        "/upload",
      );
      expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      await page.screenshot({
        path: `test-results/screenshots/home-${testInfo.project.name}-${viewport.name}.png`,
        fullPage: true,
      });
    });
  }
});
