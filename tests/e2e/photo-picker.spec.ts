import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { notAPhoto } from "@/components/upload/photo-files";
import en from "@/messages/en.json" with { type: "json" };
import { heicImage } from "../support/images";
import { VIEWPORTS, expectAccessible, jpegFile, pickPhotos, screenshot } from "./support/journeys";
import { skinPhoto } from "./support/seed";

// The upload wizard's photo picker with the files a phone or a desktop really
// hands it: an iPhone's HEIC, which Chromium cannot draw, and files that are
// not photos at all.

const english = createTranslator({ locale: "en", messages: en, namespace: "upload" });

/** Every <img> of the picked photos has drawn a picture: none is a broken-image icon. */
function brokenThumbnails(page: Page) {
  return page
    .getByTestId("picked-photo")
    .locator("img")
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.alt),
    );
}

function countUploads(page: Page) {
  const seen = { uploads: 0 };
  page.on("request", (request) => {
    if (request.url().endsWith("/api/photos/upload")) seen.uploads += 1;
  });
  return seen;
}

for (const viewport of VIEWPORTS) {
  test.describe(`photo picker at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a HEIC photo gets a preview tile with its name instead of a broken image", async ({
      page,
    }, testInfo) => {
      const seen = countUploads(page);
      await page.goto("/upload");
      await pickPhotos(page, [{ name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: await heicImage() }]);
      const picked = page.getByTestId("picked-photo");
      await expect(picked).toHaveCount(1);
      const tile = picked.getByRole("img", { name: /IMG_0042\.HEIC/ });
      await expect(tile).toBeVisible();
      await expect(tile).toContainText("HEIC");
      await expect(tile).toContainText(en.upload.photos.heicNoPreview);
      await expect(picked).toContainText("IMG_0042.HEIC");
      expect(await brokenThumbnails(page)).toEqual([]);
      await expect(picked.locator("img")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
      await expect(page.getByTestId("main-action")).toBeEnabled();
      await expectAccessible(page);
      await screenshot(page, testInfo, "picker-heic", viewport);

      // A JPEG beside it still shows its picture (the picker does not give up on previews).
      await page.getByRole("button", { name: "Remove photo 1" }).click();
      await pickPhotos(page, [jpegFile("cheek.jpg", await skinPhoto(800, 600))]);
      await expect(picked.locator("img")).toHaveCount(1);
      await expect.poll(() => brokenThumbnails(page)).toEqual([]);
      expect(seen.uploads).toBe(0);
    });

    test("a file that is not a photo is refused in the picker, with its name and why, before anything is sent", async ({
      page,
    }, testInfo) => {
      const seen = countUploads(page);
      await page.goto("/upload");
      await pickPhotos(page, [
        { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") },
        { name: "lab-results.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      ]);
      const refused = page.getByTestId("photo-picker").getByRole("alert");
      await expect(refused).toHaveText(notAPhoto(["notes.txt", "lab-results.pdf"], english));
      await expect(page.getByTestId("picked-photo")).toHaveCount(0);
      await expectAccessible(page);
      await screenshot(page, testInfo, "picker-refused", viewport);

      // A photo picked next is taken, and the refusal is cleared.
      await pickPhotos(page, [jpegFile("cheek.jpg", await skinPhoto(800, 600))]);
      await expect(page.getByTestId("picked-photo")).toHaveCount(1);
      await expect(refused).toHaveCount(0);

      // The camera's input refuses the same files (a desktop's Take Photo opens a file chooser).
      await page.getByRole("button", { name: "Remove photo 1" }).click();
      await page
        .getByLabel("Take a photo with the camera")
        .setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") }]);
      await expect(refused).toHaveText(notAPhoto(["notes.txt"], english));
      await expect(page.getByTestId("picked-photo")).toHaveCount(0);
      expect(seen.uploads).toBe(0);
    });
  });
}
