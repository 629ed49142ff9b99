import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/photos/upload/route";
import { FIRST_FREE_IS_PUBLIC } from "@/lib/analysis/permissions";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { savePhotos } from "@/lib/photos";
import {
  MAX_PHOTO_BYTES,
  PHOTO_TOO_LARGE_DETAIL,
  processPhoto,
  TOO_MANY_PIXELS_DETAIL,
  UNSUPPORTED_PHOTO_DETAIL,
} from "@/lib/photos/process";
import {
  PHOTO_RATE_LIMIT_DETAIL,
  PHOTO_UPLOAD_TOO_LARGE_DETAIL,
  PHOTO_UPLOADS_PER_HOUR_PER_IP,
  PRIVACY_NEEDS_UPGRADE_DETAIL,
} from "@/lib/photos/upload";
import { saveSettings } from "@/lib/settings";
import { blobStore } from "@/lib/storage";
import { detectFileType } from "@/lib/storage/file-type";
import { BLUR_SHARPNESS, type PhotoQuality } from "@/lib/upload/quality";
import { calibrationScenes, photograph, renderScene } from "../fixtures/photo-quality/skin-set";
import { makeUser, signedInUser } from "../support/factories";
import { call } from "../support/http";
import {
  heicImage,
  jpegImage,
  jpegWithExif,
  noisyPhoto,
  oversizeJpeg,
  pngImage,
  pngPixelBomb,
  renamedTextFile,
  TELLTALE_EXIF,
  uploadForm,
  webpImage,
} from "../support/images";

const DAY = 24 * 60 * 60 * 1000;

type UploadFile = { bytes: Buffer; name: string; type?: string };

/** Each call comes from its own address unless told otherwise, so the per-IP limit stays out of the way. */
function post(
  files: UploadFile[],
  options: { bearer?: string; fields?: Record<string, string>; ip?: string } = {},
) {
  return call(upload, "/api/photos/upload", {
    body: uploadForm(files, options.fields),
    bearer: options.bearer,
    ip: options.ip ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

async function jpegs(n: number): Promise<UploadFile[]> {
  const bytes = await jpegImage({ width: 64, height: 48 });
  return Array.from({ length: n }, (_, i) => ({ bytes, name: `photo-${i + 1}.jpg`, type: "image/jpeg" }));
}

async function storedCounts() {
  return { photos: await db.photo.count(), blobs: await db.storedBlob.count() };
}

async function storedJpeg(photoId: string): Promise<Buffer> {
  const photo = await db.photo.findUniqueOrThrow({ where: { id: photoId } });
  const blob = await blobStore.get(photo.blobId);
  expect(blob?.contentType).toBe("image/jpeg");
  return blob!.data;
}

const tiers: {
  name: string;
  user: Partial<Prisma.UserCreateInput> | null;
  limit: number;
  paying: boolean;
}[] = [
  { name: "an anonymous visitor", user: null, limit: 1, paying: false },
  { name: "a free user", user: { firstReportClaimed: true }, limit: 1, paying: false },
  { name: "a user with credits", user: { credits: 2 }, limit: 3, paying: true },
  {
    name: "a subscriber",
    user: { subscriptionStatus: "active", currentPeriodEnd: new Date(Date.now() + 30 * DAY) },
    limit: 3,
    paying: true,
  },
  {
    name: "a user whose credits expired",
    user: { credits: 2, creditsExpiresAt: new Date(Date.now() - DAY), firstReportClaimed: true },
    limit: 1,
    paying: false,
  },
];

async function bearerFor(user: Partial<Prisma.UserCreateInput> | null): Promise<string | undefined> {
  return user ? (await signedInUser(user)).token : undefined;
}

afterEach(async () => {
  await db.setting.deleteMany();
});

describe("every photo type is accepted by its content", () => {
  it.each([
    ["JPEG", () => jpegImage(), "photo.jpg", "image/jpeg"],
    ["PNG", () => pngImage(), "photo.png", "image/png"],
    ["WebP", () => webpImage(), "photo.webp", "image/webp"],
    ["HEIC sent as application/octet-stream", () => heicImage(), "IMG_0042.HEIC", "application/octet-stream"],
    ["PNG named .jpg and declared as JPEG", () => pngImage(), "holiday.jpg", "image/jpeg"],
  ])("a %s is stored as a JPEG", async (_name, make, name, type) => {
    const { status, body } = await post([{ bytes: await make(), name, type }]);
    expect(status).toBe(200);
    const photoIds = body.photo_ids as string[];
    expect(photoIds).toHaveLength(1);
    const photo = await db.photo.findUniqueOrThrow({ where: { id: photoIds[0] } });
    expect(photo).toMatchObject({
      userId: null,
      kind: "report",
      privacySetting: "public",
      width: 400,
      height: 300,
    });
    expect(detectFileType(await storedJpeg(photo.id))).toBe("jpeg");
  });

  it("a text file named photo.jpg is refused and nothing is stored", async () => {
    const before = await storedCounts();
    const { status, body } = await post([
      { bytes: renamedTextFile(), name: "photo.jpg", type: "image/jpeg" },
    ]);
    expect(status).toBe(422);
    expect(body).toEqual({ detail: UNSUPPORTED_PHOTO_DETAIL, code: "photo_unsupported" });
    expect(await storedCounts()).toEqual(before);
  });

  it("a photo over 15 MB is refused with 413", async () => {
    const { status, body } = await post([{ bytes: await oversizeJpeg(MAX_PHOTO_BYTES), name: "big.jpg" }]);
    expect(status).toBe(413);
    expect(body).toEqual({ detail: PHOTO_TOO_LARGE_DETAIL, code: "photo_too_large" });
  });

  it("an upload larger than the most photos any account may send is refused while it is read", async () => {
    await saveSettings({ max_photos_per_report_paid: 1 });
    const { status, body } = await post([
      { bytes: await oversizeJpeg(MAX_PHOTO_BYTES + 2 * 1024 * 1024), name: "big.jpg" },
    ]);
    expect(status).toBe(413);
    expect(body).toEqual({ detail: PHOTO_UPLOAD_TOO_LARGE_DETAIL });
  });

  it("a pixel bomb is refused without being decoded", async () => {
    const started = performance.now();
    const { status, body } = await post([{ bytes: pngPixelBomb(), name: "bomb.png" }]);
    expect(status).toBe(422);
    expect(body).toEqual({ detail: TOO_MANY_PIXELS_DETAIL, code: "photo_too_large" });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("an upload without files names the field", async () => {
    const { status, body } = await post([], { fields: { privacy_setting: "public" } });
    expect(status).toBe(422);
    expect(body.detail).toBe("files: Please choose at least one photo");
  });

  it("a body that is not multipart is refused", async () => {
    const { status, body } = await call(upload, "/api/photos/upload", { json: { files: [] } });
    expect(status).toBe(422);
    expect(body.detail).toMatch(/multipart\/form-data/);
  });
});

describe("the photo allowance follows the account's tier", () => {
  it.each(tiers)(
    "$name may upload $limit photo(s) at once, and one more is refused",
    async ({ user, limit, paying }) => {
      const bearer = await bearerFor(user);
      const allowed = await post(await jpegs(limit), { bearer });
      expect(allowed.status).toBe(200);
      expect(allowed.body.photo_ids).toHaveLength(limit);

      const before = await storedCounts();
      const refused = await post(await jpegs(limit + 1), { bearer });
      if (paying) {
        expect(refused.status).toBe(422);
        expect(refused.body.detail).toBe("You can upload up to 3 photos per report.");
      } else {
        expect(refused.status).toBe(403);
        expect(refused.body.detail).toBe(
          "Free reports include 1 photo. Please upgrade to upload up to 3 photos per report.",
        );
        expect(refused.body.detail).toContain("upgrade");
      }
      expect(await storedCounts()).toEqual(before);
    },
  );

  it("the limits come from the settings", async () => {
    await saveSettings({ max_photos_per_report_free: 2, max_photos_per_report_paid: 4 });
    expect((await post(await jpegs(2))).status).toBe(200);
    const refused = await post(await jpegs(3));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(
      "Free reports include 2 photos. Please upgrade to upload up to 4 photos per report.",
    );
    const { token } = await signedInUser({ credits: 1 });
    expect((await post(await jpegs(4), { bearer: token })).status).toBe(200);
  });
});

describe("privacy at upload", () => {
  it.each(tiers.filter((tier) => !tier.paying))(
    "$name cannot choose private or unlisted",
    async ({ user }) => {
      const bearer = await bearerFor(user);
      for (const privacy of ["private", "unlisted"]) {
        const { status, body } = await post(await jpegs(1), { bearer, fields: { privacy_setting: privacy } });
        expect(status).toBe(403);
        expect(body).toEqual({ detail: PRIVACY_NEEDS_UPGRADE_DETAIL, code: "upgrade_required" });
        expect(body.detail).toContain("upgrade");
      }
    },
  );

  it("a user whose only way to a full report is the public first free one is told so, with the choice", async () => {
    const bearer = await bearerFor({});
    const { status, body } = await post(await jpegs(1), { bearer, fields: { privacy_setting: "private" } });
    expect(status).toBe(402);
    expect(body).toEqual({ detail: FIRST_FREE_IS_PUBLIC, code: "first_free_is_public" });
  });

  it.each(tiers.filter((tier) => tier.paying))(
    "$name may choose any privacy, private by default",
    async ({ user }) => {
      const bearer = await bearerFor(user);
      for (const privacy of ["private", "unlisted", "public", undefined]) {
        const fields: Record<string, string> = privacy ? { privacy_setting: privacy } : {};
        const { status, body } = await post(await jpegs(1), { bearer, fields });
        expect(status).toBe(200);
        const photo = await db.photo.findUniqueOrThrow({ where: { id: (body.photo_ids as string[])[0] } });
        expect(photo.privacySetting).toBe(privacy ?? "private");
      }
    },
  );

  it("an unknown privacy setting names the field", async () => {
    const { status, body } = await post(await jpegs(1), { fields: { privacy_setting: "secret" } });
    expect(status).toBe(422);
    expect(body.detail).toMatch(/^privacy_setting: /);
  });
});

describe("who owns an uploaded photo", () => {
  it("is the bearer of the token, whatever user_id the form names", async () => {
    const someoneElse = await makeUser({ credits: 5 });
    const { user, token } = await signedInUser();
    const signedIn = await post(await jpegs(1), { bearer: token, fields: { user_id: someoneElse.id } });
    const anonymous = await post(await jpegs(1), { fields: { user_id: someoneElse.id } });
    const [mine] = signedIn.body.photo_ids as string[];
    const [nobodys] = anonymous.body.photo_ids as string[];
    expect((await db.photo.findUniqueOrThrow({ where: { id: mine } })).userId).toBe(user.id);
    expect((await db.photo.findUniqueOrThrow({ where: { id: nobodys } })).userId).toBeNull();
  });
});

describe("what is stored", () => {
  it("has no EXIF, GPS or device tags, and a portrait-tagged landscape photo is stored portrait", async () => {
    const input = await jpegWithExif({ width: 400, height: 300 }, 6);
    const { body } = await post([{ bytes: input, name: "IMG_0001.JPG", type: "image/jpeg" }]);
    const [photoId] = body.photo_ids as string[];
    const stored = await storedJpeg(photoId!);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 300, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(TELLTALE_EXIF.IFD0.Make)).toBe(false);
    expect(stored.includes("GPS")).toBe(false);
    expect(await db.photo.findUniqueOrThrow({ where: { id: photoId } })).toMatchObject({
      width: 300,
      height: 400,
    });
  });

  it("nothing is stored when one file of several is bad", async () => {
    const { token } = await signedInUser({ credits: 3 });
    const [first, third] = await jpegs(2);
    const before = await storedCounts();
    const { status, body } = await post([first!, { bytes: renamedTextFile(), name: "notes.jpg" }, third!], {
      bearer: token,
    });
    expect(status).toBe(422);
    expect(body).toEqual({ detail: UNSUPPORTED_PHOTO_DETAIL, code: "photo_unsupported" });
    expect(await storedCounts()).toEqual(before);
  });

  it("a photo row that cannot be written leaves no stored bytes behind", async () => {
    const photo = await processPhoto(await jpegImage());
    const before = await storedCounts();
    await expect(savePhotos([photo, photo], { userId: randomUUID(), kind: "report" })).rejects.toThrow();
    expect(await storedCounts()).toEqual(before);
  });
});

describe("uploads are rate limited per address", () => {
  it(`one photo over ${PHOTO_UPLOADS_PER_HOUR_PER_IP} in an hour from one address is refused with Retry-After`, async () => {
    await saveSettings({ max_photos_per_report_paid: 10 });
    const { token } = await signedInUser({ credits: 1 });
    const ip = "203.0.113.7";
    for (let sent = 0; sent < PHOTO_UPLOADS_PER_HOUR_PER_IP; sent += 10) {
      expect((await post(await jpegs(10), { bearer: token, ip })).status).toBe(200);
    }
    const refused = await post(await jpegs(1), { bearer: token, ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: PHOTO_RATE_LIMIT_DETAIL, code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(await jpegs(1), { bearer: token, ip: "203.0.113.8" })).status).toBe(200);
  });

  it("a request with more photos than a report may have is refused before any counts against the address", async () => {
    const ip = "203.0.113.9";
    const { token } = await signedInUser({ credits: 1 });
    const tooMany = await post(await jpegs(4), { bearer: token, ip });
    expect(tooMany).toMatchObject({ status: 422, body: { code: "too_many_photos" } });
    const visitorTooMany = await post(await jpegs(2), { ip });
    expect(visitorTooMany).toMatchObject({ status: 403, body: { code: "upgrade_required" } });
    expect(await db.rateLimitCounter.count({ where: { key: { contains: ip } } })).toBe(0);
  });
});

describe("photo quality stored at upload", () => {
  async function uploadedQuality(bytes: Buffer) {
    const { status, body } = await post([{ bytes, name: "skin.jpg", type: "image/jpeg" }]);
    expect(status).toBe(200);
    const [id] = (body as { photo_ids: string[] }).photo_ids;
    const photo = await db.photo.findUniqueOrThrow({ where: { id: id! } });
    return photo.quality as PhotoQuality;
  }

  it("a sharp, well-lit photo is stored with its measures and no issue", async () => {
    const quality = await uploadedQuality(await noisyPhoto({ width: 800, height: 600 }, "jpeg"));
    expect(quality.issues).toEqual([]);
    expect(quality.mean_luminance).toBeGreaterThan(100);
    expect(quality.sharpness).toBeGreaterThan(BLUR_SHARPNESS);
  });

  it("a blurred photo and a dark photo are stored with the issues the browser shows", async () => {
    const sharpPhoto = await noisyPhoto({ width: 800, height: 600 }, "jpeg");
    const blurred = await sharp(sharpPhoto).blur(12).jpeg().toBuffer();
    expect((await uploadedQuality(blurred)).issues).toEqual(["blurred"]);
    const dark = await sharp(sharpPhoto).linear(0.15, 0).jpeg().toBuffer();
    expect((await uploadedQuality(dark)).issues).toContain("too_dark");
  });

  it("a sharp skin photo is not stored as blurred; the same photo out of focus or shaken is", async () => {
    // A phone photo of lightly textured skin (tests/fixtures/photo-quality), which a Laplacian
    // variance threshold took for blurred.
    const scene = calibrationScenes().find((s) => s.width === 4000 && s.height === 2252)!;
    const rendered = renderScene(scene);
    const sharpPhoto = await photograph(scene, { kind: "sharp" }, rendered);
    const defocused = await photograph(scene, { kind: "defocus", sigma: 0.004 * 4000 }, rendered);
    const shaken = await photograph(scene, { kind: "motion", length: 56, angle: 20 }, rendered);
    expect((await uploadedQuality(sharpPhoto)).issues).toEqual([]);
    expect((await uploadedQuality(defocused)).issues).toEqual(["blurred"]);
    expect((await uploadedQuality(shaken)).issues).toEqual(["blurred"]);
  });

  it("a small photo is stored as too small", async () => {
    const quality = await uploadedQuality(await noisyPhoto({ width: 500, height: 400 }, "jpeg"));
    expect(quality.issues).toContain("too_small");
  });
});
