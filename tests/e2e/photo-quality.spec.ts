import { expect, test } from "@playwright/test";
import { processPhoto } from "@/lib/photos/process";
import en from "@/messages/en.json" with { type: "json" };
import {
  calibrationScenes,
  calibrationVariants,
  expectation,
  photograph,
  renderScene,
  variantName,
} from "../fixtures/photo-quality/skin-set";
import { jpegFile, pickPhotos } from "./support/journeys";

// The wizard's quality check runs in the browser on a canvas; the server's on sharp's
// pixels. Both shrink a phone photo to the stored size (2048 px) and then share one
// measure, so they must agree. Photos over 2048 px are where their scaling differs:
// every such scene of the calibration set (tests/fixtures/photo-quality) is picked in
// the wizard here sharp, soft, out of focus and shaken (clear cases: near the threshold
// the two may differ by the 3 % their scaling differs).

test("the wizard flags a phone-size skin photo as blurred exactly when the server does", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/upload");
  const scenes = calibrationScenes().filter((scene) => Math.max(scene.width, scene.height) > 2048);
  expect(scenes.length).toBeGreaterThanOrEqual(4);
  const picked = page.getByTestId("picked-photo");
  for (const scene of scenes) {
    const rendered = renderScene(scene);
    const variants = calibrationVariants(scene).filter((variant) =>
      ["sharp", "soft", "defocus 0.4%", "motion 0.4%"].includes(variantName(variant, scene)),
    );
    for (const variant of variants) {
      const name = `${scene.id} ${variantName(variant, scene)}`;
      const jpeg = await photograph(scene, variant, rendered);
      const server = (await processPhoto(jpeg, { measureQuality: true })).quality!;
      const blurred = server.issues.includes("blurred");
      expect(blurred, `${name}: the server's verdict`).toBe(expectation(variant, scene) === "blurred");

      await pickPhotos(page, [jpegFile(`${scene.id}.jpg`, jpeg)]);
      await expect(picked).toHaveCount(1);
      await expect(picked).not.toContainText(en.upload.quality.checking, { timeout: 15_000 });
      const warning = picked.getByTestId("quality-warning");
      if (blurred) await expect(warning, name).toContainText(en.upload.quality.issues.blurred);
      else await expect(picked, name).not.toContainText(en.upload.quality.issues.blurred);
      await page.getByRole("button", { name: "Remove photo 1" }).click();
      await expect(picked).toHaveCount(0);
    }
  }
});
