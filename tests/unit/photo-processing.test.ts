import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/errors/http-error";
import { heifDeclaredSizes } from "@/lib/photos/heif-container";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_LONG_SIDE,
  PHOTO_TOO_LARGE_DETAIL,
  processPhoto,
  TOO_MANY_PIXELS_DETAIL,
  UNREADABLE_IMAGE_DETAIL,
  UNSUPPORTED_PHOTO_DETAIL,
} from "@/lib/photos/process";
import { detectFileType } from "@/lib/storage/file-type";
import {
  gifImage,
  heicImage,
  heicPixelBomb,
  jpegImage,
  jpegWithExif,
  oversizeJpeg,
  pdfWithText,
  pngImage,
  pngPixelBomb,
  renamedTextFile,
  TELLTALE_EXIF,
  webpImage,
} from "../support/images";

async function refusal(bytes: Buffer): Promise<HttpError> {
  const error = await processPhoto(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

function peakRssBytes(): number {
  return process.resourceUsage().maxRSS * 1024;
}

// First in the file, so the process's peak memory is still low when they run.
describe("decompression bombs are refused from the header, before any decoding", () => {
  it.each([
    ["a PNG declaring 20000×20000", () => Promise.resolve(pngPixelBomb())],
    [
      "a PNG declaring 10000×10000, under the decoder's own default limit",
      () => Promise.resolve(pngPixelBomb(10_000, 10_000)),
    ],
    ["a HEIC declaring 20000×20000", () => heicPixelBomb()],
  ])("%s is refused quickly, without the memory a decode would need", async (_name, make) => {
    const bomb = await make();
    expect(bomb.length).toBeLessThan(10_000);
    const peakBefore = peakRssBytes();
    const started = performance.now();
    const error = await refusal(bomb);
    const elapsed = performance.now() - started;
    expect(error.status).toBe(422);
    expect(error.detail).toBe(TOO_MANY_PIXELS_DETAIL);
    expect(elapsed).toBeLessThan(500);
    // Decoding 400 MP would take over a gigabyte; the refusal takes next to nothing.
    expect(peakRssBytes() - peakBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it("reads the sizes a HEIC declares without decoding it", async () => {
    expect(heifDeclaredSizes(await heicImage({ width: 320, height: 200 }))).toEqual([
      { width: 320, height: 200 },
    ]);
    expect(heifDeclaredSizes(Buffer.from("not a heif file at all"))).toEqual([]);
  });
});

describe("photos are recognised by their content", () => {
  it.each([
    ["JPEG", jpegImage, "jpeg"],
    ["PNG", pngImage, "png"],
    ["WebP", webpImage, "webp"],
    ["HEIC", heicImage, "heic"],
  ] as const)("a %s becomes a JPEG of the same size", async (_name, make, type) => {
    const input = await make({ width: 320, height: 200 });
    expect(detectFileType(input)).toBe(type);
    const photo = await processPhoto(input);
    expect(detectFileType(photo.jpeg)).toBe("jpeg");
    expect(photo).toMatchObject({ width: 320, height: 200 });
    expect(await sharp(photo.jpeg).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 200 });
  });

  it.each([
    ["a text file", () => Promise.resolve(renamedTextFile())],
    ["a GIF", () => gifImage()],
    ["a PDF", () => Promise.resolve(pdfWithText(["not a photo"]))],
    [
      "an SVG",
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
    ],
    ["an empty file", () => Promise.resolve(Buffer.alloc(0))],
  ])("%s is refused as an unsupported type", async (_name, make) => {
    const error = await refusal(await make());
    expect(error.status).toBe(422);
    expect(error.detail).toBe(UNSUPPORTED_PHOTO_DETAIL);
  });

  it("a file over 15 MB is refused before anything else", async () => {
    const error = await refusal(await oversizeJpeg(MAX_PHOTO_BYTES));
    expect(error.status).toBe(413);
    expect(error.detail).toBe(PHOTO_TOO_LARGE_DETAIL);
  });

  it("a truncated JPEG is refused as unreadable, not a server error", async () => {
    const jpeg = await jpegImage();
    const error = await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(error.status).toBe(422);
    expect(error.detail).toBe(UNREADABLE_IMAGE_DETAIL);
  });

  it("a truncated HEIC is refused as unreadable", async () => {
    const heic = await heicImage();
    const error = await refusal(heic.subarray(0, heic.length - 100));
    expect(error.status).toBe(422);
    expect(error.detail).toBe(UNREADABLE_IMAGE_DETAIL);
  });
});

describe("the stored JPEG is clean, upright and no larger than a vision model uses", () => {
  it("drops EXIF, GPS and device tags", async () => {
    const input = await jpegWithExif();
    expect(input.includes(TELLTALE_EXIF.IFD0.Make)).toBe(true);
    const { jpeg } = await processPhoto(input);
    const metadata = await sharp(jpeg).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(jpeg.includes(TELLTALE_EXIF.IFD0.Make)).toBe(false);
    expect(jpeg.includes(TELLTALE_EXIF.IFD0.Model)).toBe(false);
    expect(jpeg.includes("Exif")).toBe(false);
  });

  it("applies the EXIF orientation: a landscape image tagged portrait comes out portrait", async () => {
    const input = await jpegWithExif({ width: 400, height: 300 }, 6);
    expect(await sharp(input).metadata()).toMatchObject({ width: 400, height: 300, orientation: 6 });
    expect(await processPhoto(input)).toMatchObject({ width: 300, height: 400 });
  });

  it("caps the long side, keeping the aspect ratio, and never enlarges", async () => {
    const wide = await processPhoto(await jpegImage({ width: 4000, height: 1000 }));
    expect(wide).toMatchObject({ width: MAX_PHOTO_LONG_SIDE, height: 512 });
    const tall = await processPhoto(await pngImage({ width: 1500, height: 3000 }));
    expect(tall).toMatchObject({ width: 1024, height: MAX_PHOTO_LONG_SIDE });
    expect(await processPhoto(await jpegImage({ width: 64, height: 48 }))).toMatchObject({
      width: 64,
      height: 48,
    });
  });

  it("puts transparent pixels on white, not black", async () => {
    const transparent = await sharp({
      create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { jpeg } = await processPhoto(transparent);
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });
});
