import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPhotoImage } from "@/app/api/photos/[id]/image/route";
import { db } from "@/lib/db";
import type { PrivacySetting, User } from "@/lib/generated/prisma/client";
import { PHOTO_NOT_FOUND_DETAIL, savePhotos } from "@/lib/photos";
import { PHOTO_IMAGE_CACHE_CONTROL } from "@/lib/photos/image";
import { processPhoto } from "@/lib/photos/process";
import { photoImageUrl } from "@/lib/photos/urls";
import { listAsAdministrator, makeUser, sessionFor } from "../support/factories";
import { call } from "../support/http";
import { jpegImage } from "../support/images";

// GET /api/photos/{id}/image: the bytes pages put in <img>, under the same
// rules as the JSON route, cacheable only when anyone may see the photo.

const DAY = 24 * 60 * 60 * 1000;

let owner: User;
let stranger: User;
let admin: User;
const bearers = new Map<string, string>();
let jpeg: Buffer;

beforeAll(async () => {
  owner = await makeUser({ credits: 3 });
  stranger = await makeUser();
  admin = await makeUser({ role: "admin" });
  listAsAdministrator(admin.email);
  for (const user of [owner, stranger, admin]) bearers.set(user.id, await sessionFor(user));
  jpeg = (await processPhoto(await jpegImage({ width: 1600, height: 1200 }))).jpeg;
});

async function photoInReport(privacy: PrivacySetting, extra: { disabled?: boolean; expired?: boolean } = {}) {
  const [photoId] = await savePhotos([{ jpeg, width: 1600, height: 1200 }], {
    userId: owner.id,
    kind: "report",
  });
  const shareToken = randomBytes(16).toString("hex");
  const report = await db.report.create({
    data: {
      userId: owner.id,
      title: "Mild contact dermatitis",
      reportType: "summary",
      privacySetting: privacy,
      content: {
        content: "CONDITION IDENTIFIED\nMild contact dermatitis.",
        title: "Mild contact dermatitis",
      },
      charge: "free_summary",
      disabled: extra.disabled ?? false,
      expiresAt: new Date(Date.now() + (extra.expired ? -DAY : DAY)),
      shareToken,
    },
  });
  await db.reportPhoto.create({ data: { reportId: report.id, photoId: photoId!, position: 0 } });
  return { photoId: photoId!, shareToken, reportId: report.id };
}

function fetchImage(
  photoId: string,
  options: { as?: User; token?: string; width?: 320 | 640 | 1280; w?: string; ifNoneMatch?: string } = {},
) {
  const url = options.w
    ? `/api/photos/${photoId}/image?w=${options.w}`
    : photoImageUrl(photoId, { width: options.width, token: options.token });
  return call(getPhotoImage, url, {
    params: { id: photoId },
    bearer: options.as ? bearers.get(options.as.id) : undefined,
    headers: options.ifNoneMatch ? { "if-none-match": options.ifNoneMatch } : {},
  });
}

async function rawImage(photoId: string, options: Parameters<typeof fetchImage>[1] = {}) {
  const url = photoImageUrl(photoId, { width: options.width, token: options.token });
  const { NextRequest } = await import("next/server");
  const headers = new Headers();
  if (options.as) headers.set("authorization", `Bearer ${bearers.get(options.as.id)}`);
  const response = await getPhotoImage(new NextRequest(new URL(url, "http://localhost:3000"), { headers }), {
    params: Promise.resolve({ id: photoId }),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("GET /api/photos/{id}/image", () => {
  it("a public report's photo arrives as a JPEG any browser or CDN may keep briefly and revalidate", async () => {
    const { photoId } = await photoInReport("public");
    const { response, bytes } = await rawImage(photoId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    expect(bytes.equals(jpeg)).toBe(true);
  });

  it("a card asks for 640 px and gets a 640 px wide JPEG, with its own ETag", async () => {
    const { photoId } = await photoInReport("public");
    const full = await rawImage(photoId);
    for (const width of [320, 640, 1280] as const) {
      const { response, bytes } = await rawImage(photoId, { width });
      expect(response.status).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((1200 * width) / 1600));
      expect(response.headers.get("etag")).not.toBe(full.response.headers.get("etag"));
    }
  });

  it("an unknown width is refused, not resized to whatever a client asks", async () => {
    const { photoId } = await photoInReport("public");
    const answer = await fetchImage(photoId, { w: "5000" });
    expect(answer.status).toBe(422);
    expect(String(answer.body.detail)).toMatch(/^w: must be one of 320, 640, 960, 1280/);
  });

  it("a browser revalidating a public photo with its ETag gets 304 and no bytes", async () => {
    const { photoId } = await photoInReport("public");
    const first = await fetchImage(photoId, { width: 320 });
    const etag = first.headers.get("etag")!;
    const again = await fetchImage(photoId, { width: 320, ifNoneMatch: etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(PHOTO_IMAGE_CACHE_CONTROL.public);
  });

  it("once the report turns private, revalidating with the old ETag is answered 404, not 304", async () => {
    const { photoId, reportId } = await photoInReport("public");
    const etag = (await fetchImage(photoId)).headers.get("etag")!;
    await db.report.update({ where: { id: reportId }, data: { privacySetting: "private" } });
    const again = await fetchImage(photoId, { ifNoneMatch: etag });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: PHOTO_NOT_FOUND_DETAIL });
  });

  it("the owner sees their private photo, never stored by a cache and without an ETag", async () => {
    const { photoId } = await photoInReport("private");
    const { response, bytes } = await rawImage(photoId, { as: owner, width: 640 });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    expect((await sharp(bytes).metadata()).width).toBe(640);
  });

  it("a private photo is 404 to a visitor and to another user, as the JSON route answers", async () => {
    const { photoId } = await photoInReport("private");
    for (const as of [undefined, stranger]) {
      const answer = await fetchImage(photoId, { as });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: PHOTO_NOT_FOUND_DETAIL });
      expect(answer.headers.get("etag")).toBeNull();
    }
  });

  it("an unlisted report's photo needs the share token and is then private, no-store", async () => {
    const { photoId, shareToken } = await photoInReport("unlisted");
    expect((await fetchImage(photoId)).status).toBe(404);
    expect((await fetchImage(photoId, { token: "wrong-token" })).status).toBe(404);
    const { response } = await rawImage(photoId, { token: shareToken });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a disabled or expired public report's photo is 404 to everyone but an admin", async () => {
    for (const extra of [{ disabled: true }, { expired: true }]) {
      const { photoId } = await photoInReport("public", extra);
      expect((await fetchImage(photoId)).status).toBe(404);
      expect((await fetchImage(photoId, { as: owner })).status).toBe(404);
      const { response } = await rawImage(photoId, { as: admin });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("an unknown or malformed photo id is 404 'Photo not found'", async () => {
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const answer = await call(getPhotoImage, `/api/photos/${id}/image`, { params: { id } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: PHOTO_NOT_FOUND_DETAIL });
    }
  });
});
