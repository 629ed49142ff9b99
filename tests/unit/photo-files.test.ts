import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { isHeic, isPhotoFile, notAPhoto } from "@/components/upload/photo-files";
import en from "@/messages/en.json";

// Which picked files the upload wizard's photo picker takes (spec section 5: images including
// .heic), for the camera's input, which does not go through the dropzone's own check.

describe("a picked file is a photo", () => {
  it.each([
    ["cheek.jpg", "image/jpeg", true],
    ["scan.png", "image/png", true],
    ["IMG_0042.HEIC", "", true],
    ["IMG_0042.heif", "application/octet-stream", true],
    ["photo", "image/webp", true],
    ["notes.txt", "text/plain", false],
    ["lab-results.pdf", "application/pdf", false],
    ["cheek.jpg.exe", "application/x-msdownload", false],
  ])("%s (%s): %s", (name, type, photo) => {
    expect(isPhotoFile({ name, type })).toBe(photo);
  });
});

describe("a HEIC photo is known by its type or its name", () => {
  it.each([
    ["IMG_0042.HEIC", "", true],
    ["IMG_0042.jpg", "image/heic", true],
    ["burst.heif", "image/heif-sequence", true],
    ["cheek.jpg", "image/jpeg", false],
  ])("%s (%s): %s", (name, type, heic) => {
    expect(isHeic({ name, type })).toBe(heic);
  });
});

describe("the picker's refusal names the files", () => {
  const t = createTranslator({ locale: "en", messages: en, namespace: "upload" });
  it("one file", () => {
    expect(notAPhoto(["notes.txt"], t)).toBe(
      '"notes.txt" is not a photo. Choose JPEG, PNG, WebP or HEIC images.',
    );
  });
  it("several files", () => {
    expect(notAPhoto(["a.txt", "b.pdf"], t)).toBe(
      '"a.txt", "b.pdf" are not photos. Choose JPEG, PNG, WebP or HEIC images.',
    );
  });
});
