import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPhotoImage } from "@/app/api/photos/[id]/image/route";
import { GET as getPhoto } from "@/app/api/photos/[id]/route";
import { db } from "@/lib/db";
import { deletePhotos, PHOTO_NOT_FOUND_DETAIL, savePhotos } from "@/lib/photos";
import { processPhoto } from "@/lib/photos/process";
import { byteCache } from "@/lib/storage/byte-cache";
import { makeUser } from "../support/factories";
import { call } from "../support/http";
import { jpegImage } from "../support/images";

// Photo bytes, their JSON body and resized variants are kept in memory by blob id
// (lib/storage/byte-cache.ts). Every request still reads the photo's row and checks
// access first, so what changed in the database counts at once.

let jpeg: Buffer;
let ownerId: string;

beforeAll(async () => {
  ownerId = (await makeUser()).id;
  jpeg = (await processPhoto(await jpegImage({ width: 1600, height: 1200 }))).jpeg;
});

async function publicPhoto() {
  const [photoId] = await savePhotos([{ jpeg, width: 1600, height: 1200 }], {
    userId: ownerId,
    kind: "report",
  });
  const report = await db.report.create({
    data: {
      userId: ownerId,
      title: "Mild contact dermatitis",
      reportType: "summary",
      privacySetting: "public",
      content: {
        content: "CONDITION IDENTIFIED\nMild contact dermatitis.",
        title: "Mild contact dermatitis",
      },
      charge: "free_summary",
      photos: { create: [{ photoId: photoId!, position: 0 }] },
    },
  });
  const { blobId } = await db.photo.findUniqueOrThrow({ where: { id: photoId! } });
  return { photoId: photoId!, reportId: report.id, blobId };
}

const json = (id: string) => call(getPhoto, `/api/photos/${id}`, { params: { id } });
const image = (id: string, w?: number) =>
  call(getPhotoImage, `/api/photos/${id}/image${w ? `?w=${w}` : ""}`, { params: { id } });

/** Served twice, so the second answer came from memory. */
async function serveTwice(photoId: string) {
  for (let i = 0; i < 2; i++) {
    const answer = await json(photoId);
    expect(answer.status).toBe(200);
    expect(Buffer.from(String(answer.body.base64_data), "base64").equals(jpeg)).toBe(true);
    expect((await image(photoId)).status).toBe(200);
    expect((await image(photoId, 320)).status).toBe(200);
  }
}

function cachedFor(blobId: string): number {
  const caches = [
    byteCache<{ data: Buffer }>("blobs", { maxBytes: 0, maxEntryBytes: 0, sizeOf: (b) => b.data.byteLength }),
    byteCache<{ body: Buffer }>("photo-json", {
      maxBytes: 0,
      maxEntryBytes: 0,
      sizeOf: (e) => e.body.byteLength,
    }),
    byteCache<Buffer>("photo-variants", { maxBytes: 0, maxEntryBytes: 0, sizeOf: (b) => b.byteLength }),
  ];
  return caches.filter((cache) => cache.get(blobId) ?? cache.get(`${blobId}:320`)).length;
}

describe("photos served from memory", () => {
  it("answer the same bytes and ETag as the first time", async () => {
    const { photoId } = await publicPhoto();
    const first = await json(photoId);
    const second = await json(photoId);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-type")).toBe("application/json");
  });

  it("a photo deleted in the app is 404 on both routes at once, and its bytes leave memory", async () => {
    const { photoId, blobId } = await publicPhoto();
    await serveTwice(photoId);
    expect(cachedFor(blobId)).toBe(3);
    await db.$transaction((tx) => deletePhotos(tx, [photoId]));
    for (const answer of [await json(photoId), await image(photoId), await image(photoId, 320)]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: PHOTO_NOT_FOUND_DETAIL });
    }
    expect(cachedFor(blobId)).toBe(0);
  });

  it("a photo another app instance deleted is 404 at once, though this one still holds its bytes", async () => {
    const { photoId, blobId } = await publicPhoto();
    await serveTwice(photoId);
    // What another instance's delete looks like from here: the rows are gone, this memory is not told.
    await db.storedBlob.delete({ where: { id: blobId } });
    expect(cachedFor(blobId)).toBe(3);
    for (const answer of [await json(photoId), await image(photoId), await image(photoId, 320)]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: PHOTO_NOT_FOUND_DETAIL });
    }
  });

  it("a photo whose report turned private is 404 to visitors at once, though it was served from memory", async () => {
    const { photoId, reportId } = await publicPhoto();
    await serveTwice(photoId);
    await db.report.update({ where: { id: reportId }, data: { privacySetting: "private" } });
    expect((await json(photoId)).status).toBe(404);
    expect((await image(photoId)).status).toBe(404);
  });
});
