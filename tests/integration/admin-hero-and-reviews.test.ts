import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as heroImages from "@/app/api/admin/hero-carousel/route";
import * as heroImage from "@/app/api/admin/hero-carousel/[id]/route";
import * as heroReorder from "@/app/api/admin/hero-carousel/reorder/route";
import * as heroUpload from "@/app/api/admin/hero-carousel/upload/route";
import * as reviews from "@/app/api/admin/user-reviews/route";
import * as review from "@/app/api/admin/user-reviews/[id]/route";
import * as reviewReorder from "@/app/api/admin/user-reviews/reorder/route";
import * as reviewPhoto from "@/app/api/admin/user-reviews/upload-photo/route";
import { GET as publicHeroImages } from "@/app/api/hero-carousel/route";
import { GET as publicReviews } from "@/app/api/user-reviews/route";
import {
  HERO_IMAGE_SMALL,
  HERO_ORDER_STALE,
  HERO_PHOTO_NOT_ALLOWED,
  REVIEW_ORDER_STALE,
} from "@/lib/admin/tab-messages";
import { moveItem } from "@/lib/admin/ordering";
import { HERO_DETAILS_REQUIRED } from "@/lib/admin/schemas";
import { db } from "@/lib/db";
import { PHOTO_NOT_FOUND_DETAIL } from "@/lib/photos";
import { blobStore } from "@/lib/storage";
import { call } from "../support/http";
import { makePhoto, makeReport, makeUser, signedInAdmin } from "../support/factories";
import { jpegImage, jpegWithExif, TELLTALE_EXIF } from "../support/images";

// The console's Hero carousel and Reviews tabs: uploads through the photo pipeline, the active
// toggle, moving up and down, deleting with the photo, each change in the audit trail.

type Json = Record<string, unknown>;
type HeroView = { id: string; photo_id: string; title: string; order_index: number; is_active: boolean };
type ReviewView = { id: string; name: string; quote: string; photo_id: string | null; is_active: boolean };

let adminToken: string;
beforeAll(async () => {
  ({ token: adminToken } = await signedInAdmin());
});

function form(fields: Record<string, string>, file?: Buffer) {
  const body = new FormData();
  if (file) body.append("file", new File([new Uint8Array(file)], "hero.jpg", { type: "image/jpeg" }));
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const upload = (fields: Record<string, string>, file?: Buffer) =>
  call(heroUpload.POST!, "/api/admin/hero-carousel/upload", { body: form(fields, file), bearer: adminToken });

async function heroList(): Promise<HeroView[]> {
  return (await call(heroImages.GET!, "/", { bearer: adminToken })).body.hero_images as HeroView[];
}

async function storedBytes(photoId: string): Promise<Buffer> {
  const photo = await db.photo.findUniqueOrThrow({ where: { id: photoId } });
  return (await blobStore.get(photo.blobId))!.data;
}

async function newHero(title: string) {
  const res = await upload({ title, alt_text: `${title} alt` }, await jpegImage({ width: 800, height: 600 }));
  expect(res.status).toBe(200);
  return res.body.hero_image as HeroView;
}

describe("hero carousel", () => {
  it("refuses an upload without title or alt text with the spec's message, and stores nothing", async () => {
    const before = await db.photo.count();
    const jpeg = await jpegImage({ width: 800, height: 600 });
    const incomplete: Record<string, string>[] = [
      { title: "Glow", alt_text: " " },
      { alt_text: "A cheek" },
      {},
    ];
    for (const fields of incomplete) {
      expect(await upload(fields, jpeg)).toMatchObject({
        status: 422,
        body: { detail: HERO_DETAILS_REQUIRED },
      });
    }
    expect((await upload({ title: "Glow", alt_text: "A cheek" })).status).toBe(422);
    expect(await db.photo.count()).toBe(before);
  });

  it("stores an upload stripped of its metadata, last in order, active, on the landing page and in the trail", async () => {
    const earlier = await newHero("Earlier");
    const res = await upload(
      { title: "Morning light", alt_text: "A cheek in soft light" },
      await jpegWithExif({ width: 1024, height: 768 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.notice).toBeNull();
    const created = res.body.hero_image as HeroView;
    expect(created).toMatchObject({ title: "Morning light", is_active: true });
    expect(created.order_index).toBeGreaterThan(earlier.order_index);
    const bytes = await storedBytes(created.photo_id);
    expect(bytes.includes(TELLTALE_EXIF.IFD0.Make)).toBe(false);
    expect(bytes.includes(TELLTALE_EXIF.IFD0.Model)).toBe(false);
    expect((await db.photo.findUniqueOrThrow({ where: { id: created.photo_id } })).kind).toBe("hero");

    const landing = (await call(publicHeroImages, "/api/hero-carousel")).body.hero_images as HeroView[];
    expect(landing.map((h) => h.id)).toContain(created.id);
    const row = await db.adminAuditLog.findFirstOrThrow({ where: { targetId: created.id } });
    expect(row).toMatchObject({ action: "hero_image.create", targetType: "hero_image" });
  });

  it("keeps an image smaller than 800x600 but says so", async () => {
    const res = await upload(
      { title: "Small", alt_text: "A small one" },
      await jpegImage({ width: 640, height: 480 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.notice).toBe(HERO_IMAGE_SMALL);
    expect((await heroList()).map((h) => h.id)).toContain((res.body.hero_image as HeroView).id);
  });

  it("an inactive image leaves the landing page and stays in the console", async () => {
    const hero = await newHero("Toggle me");
    const off = await call(heroImage.PUT!, "/", {
      method: "PUT",
      json: { is_active: false },
      params: { id: hero.id },
      bearer: adminToken,
    });
    expect(off.status).toBe(200);
    expect((off.body.hero_image as HeroView).is_active).toBe(false);
    const landing = (await call(publicHeroImages, "/api/hero-carousel")).body.hero_images as HeroView[];
    expect(landing.map((h) => h.id)).not.toContain(hero.id);
    expect((await heroList()).find((h) => h.id === hero.id)?.is_active).toBe(false);
    const actions = await db.adminAuditLog.findMany({
      where: { targetId: hero.id },
      orderBy: { createdAt: "asc" },
    });
    expect(actions.map((a) => a.action)).toEqual(["hero_image.create", "hero_image.deactivate"]);
  });

  it("moving an image up swaps it with its neighbour; an order from a stale list is refused", async () => {
    await newHero("Neighbour A");
    await newHero("Neighbour B");
    const list = await heroList();
    const last = list.at(-1)!;
    const above = list.at(-2)!;
    const items = moveItem(list, last.id, "up")!;
    const moved = await call(heroReorder.PUT!, "/", { method: "PUT", json: { items }, bearer: adminToken });
    expect(moved.status).toBe(200);
    const after = await heroList();
    expect(after.at(-1)!.id).toBe(above.id);
    expect(after.at(-2)!.id).toBe(last.id);
    expect(after.map((h) => h.order_index)).toEqual(after.map((_, i) => i));

    const stale = await call(heroReorder.PUT!, "/", {
      method: "PUT",
      json: { items: items.slice(1) },
      bearer: adminToken,
    });
    expect(stale).toMatchObject({ status: 409, body: { detail: HERO_ORDER_STALE } });
    expect((await heroList()).map((h) => h.id)).toEqual(after.map((h) => h.id));
    const duplicate = await call(heroReorder.PUT!, "/", {
      method: "PUT",
      json: { items: items.map((item) => ({ ...item, order_index: 0 })) },
      bearer: adminToken,
    });
    expect(duplicate.status).toBe(422);
    expect(await db.adminAuditLog.count({ where: { action: "hero_image.reorder" } })).toBe(1);
  });

  it("deletes an image together with its photo", async () => {
    const hero = await newHero("Delete me");
    const photo = await db.photo.findUniqueOrThrow({ where: { id: hero.photo_id } });
    const res = await call(heroImage.DELETE!, "/", {
      method: "DELETE",
      params: { id: hero.id },
      bearer: adminToken,
    });
    expect(res.status).toBe(200);
    expect(await db.heroImage.count({ where: { id: hero.id } })).toBe(0);
    expect(await db.photo.count({ where: { id: photo.id } })).toBe(0);
    expect(await db.storedBlob.count({ where: { id: photo.blobId } })).toBe(0);
    expect(await db.adminAuditLog.count({ where: { targetId: hero.id, action: "hero_image.delete" } })).toBe(
      1,
    );
    const again = await call(heroImage.DELETE!, "/", {
      method: "DELETE",
      params: { id: hero.id },
      bearer: adminToken,
    });
    expect(again.status).toBe(404);
  });
});

describe("a hero image from a stored photo (POST /api/admin/hero-carousel)", () => {
  const fromPhoto = (json: Json) =>
    call(heroImages.POST!, "/api/admin/hero-carousel", { json, bearer: adminToken });
  const details = { title: "Calm skin", alt_text: "A calm cheek" };

  async function photoOfKind(kind: "hero" | "review") {
    const photoId = await makePhoto(null);
    await db.photo.update({ where: { id: photoId }, data: { kind } });
    return photoId;
  }

  /** What a refused request must not have changed. */
  const counts = async () => ({
    photos: await db.photo.count(),
    blobs: await db.storedBlob.count(),
    heroImages: await db.heroImage.count(),
    audit: await db.adminAuditLog.count({ where: { action: "hero_image.create" } }),
  });

  it("makes a review's photo an active image, last, with a copy of its own; audited with its source", async () => {
    const source = await photoOfKind("review");
    const last = (await heroList()).at(-1);
    const res = await fromPhoto({ photo_id: source, ...details });
    expect(res.status).toBe(200);
    const created = res.body.hero_image as HeroView;
    expect(created).toMatchObject({ ...details, is_active: true });
    expect(created.order_index).toBeGreaterThan(last?.order_index ?? -1);
    // An 8x8 photo: kept, with the notice the upload gives.
    expect(res.body.notice).toBe(HERO_IMAGE_SMALL);

    expect(created.photo_id).not.toBe(source);
    expect(await db.photo.findUniqueOrThrow({ where: { id: created.photo_id } })).toMatchObject({
      kind: "hero",
      userId: null,
    });
    expect((await storedBytes(created.photo_id)).equals(await storedBytes(source))).toBe(true);
    const landing = (await call(publicHeroImages, "/api/hero-carousel")).body.hero_images as HeroView[];
    expect(landing.map((h) => h.id)).toContain(created.id);
    const row = await db.adminAuditLog.findFirstOrThrow({ where: { targetId: created.id } });
    expect(row).toMatchObject({ action: "hero_image.create", targetType: "hero_image" });
    expect(row.after).toMatchObject({ photo_id: created.photo_id, copied_from_photo_id: source });

    // Deleting the image deletes its copy only: the review keeps its photo.
    await call(heroImage.DELETE!, "/", { method: "DELETE", params: { id: created.id }, bearer: adminToken });
    expect(await db.photo.count({ where: { id: created.photo_id } })).toBe(0);
    expect(await db.photo.count({ where: { id: source } })).toBe(1);
  });

  it("takes another hero image's photo and the administrator's own upload that is in no report", async () => {
    const hero = await newHero("Original");
    const again = await fromPhoto({ photo_id: hero.photo_id, ...details, order_index: 0 });
    expect(again.status).toBe(200);
    expect(again.body.notice).toBeNull();
    expect((again.body.hero_image as HeroView).order_index).toBe(0);
    // The source image stays whole when its copy goes.
    const copy = again.body.hero_image as HeroView;
    await call(heroImage.DELETE!, "/", { method: "DELETE", params: { id: copy.id }, bearer: adminToken });
    expect(await db.photo.count({ where: { id: hero.photo_id } })).toBe(1);

    const { user: admin, token } = await signedInAdmin();
    const ownUpload = await makePhoto(admin.id);
    const res = await call(heroImages.POST!, "/api/admin/hero-carousel", {
      json: { photo_id: ownUpload, ...details, order_index: "" },
      bearer: token,
    });
    expect(res.status).toBe(200);
    expect((res.body.hero_image as HeroView).photo_id).not.toBe(ownUpload);
  });

  it.each([
    ["a private report's photo", async (owner: string) => reportPhoto(owner, "private")],
    ["a public report's photo", async (owner: string) => reportPhoto(owner, "public")],
    ["an unlisted report's photo", async (owner: string) => reportPhoto(owner, "unlisted")],
    ["another user's upload in no report", async (owner: string) => makePhoto(owner)],
    ["a visitor's upload", async () => makePhoto(null)],
  ])("refuses %s with a 422 naming photo_id, and stores nothing", async (_case, makeSource) => {
    const owner = await makeUser();
    const source = await makeSource(owner.id);
    const before = await counts();
    const res = await fromPhoto({ photo_id: source, ...details });
    expect(res).toMatchObject({ status: 422, body: { detail: `photo_id: ${HERO_PHOTO_NOT_ALLOWED}` } });
    expect(await counts()).toEqual(before);
  });

  it("refuses the administrator's own photo once it is in a report", async () => {
    const { user: admin, token } = await signedInAdmin();
    const photoId = await makePhoto(admin.id);
    await makeReport({ userId: admin.id, photoIds: [photoId], privacySetting: "private" });
    const res = await call(heroImages.POST!, "/api/admin/hero-carousel", {
      json: { photo_id: photoId, ...details },
      bearer: token,
    });
    expect(res).toMatchObject({ status: 422, body: { detail: `photo_id: ${HERO_PHOTO_NOT_ALLOWED}` } });
  });

  it("answers 404 for an unknown photo and 422 naming the field for a missing or malformed one", async () => {
    const before = await counts();
    expect(await fromPhoto({ photo_id: randomUUID(), ...details })).toMatchObject({
      status: 404,
      body: { detail: PHOTO_NOT_FOUND_DETAIL },
    });
    const source = await photoOfKind("hero");
    const refused: [Json, string][] = [
      [{ ...details }, "photo_id: "],
      [{ photo_id: "not-a-uuid", ...details }, "photo_id: "],
      [{ photo_id: source, alt_text: details.alt_text }, "title: "],
      [{ photo_id: source, title: "  ", alt_text: details.alt_text }, "title: "],
      [{ photo_id: source, title: details.title }, "alt_text: "],
      [{ photo_id: source, ...details, order_index: -1 }, "order_index: "],
      [{ photo_id: source, ...details, is_active: false }, "Unrecognized key"],
    ];
    for (const [json, detail] of refused) {
      const res = await fromPhoto(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail).toContain(detail);
    }
    const after = await counts();
    expect({ ...after, photos: after.photos - 1, blobs: after.blobs - 1 }).toEqual(before);
  });
});

async function reportPhoto(ownerId: string, privacy: "public" | "private" | "unlisted") {
  const photoId = await makePhoto(ownerId);
  await makeReport({ userId: ownerId, photoIds: [photoId], privacySetting: privacy });
  return photoId;
}

describe("reviews", () => {
  async function uploadReviewPhoto(): Promise<string> {
    const res = await call(reviewPhoto.POST!, "/", {
      body: form({}, await jpegWithExif({ width: 300, height: 300 })),
      bearer: adminToken,
    });
    expect(res.status).toBe(200);
    return res.body.photo_id as string;
  }

  const create = (json: Json) => call(reviews.POST!, "/", { json, bearer: adminToken });
  const update = (id: string, json: Json) =>
    call(review.PUT!, "/", { method: "PUT", json, params: { id }, bearer: adminToken });
  const adminList = async () =>
    (await call(reviews.GET!, "/", { bearer: adminToken })).body.reviews as ReviewView[];

  it("creates a review with name, quote and an optional photo, stripped of its metadata", async () => {
    expect((await create({ name: " ", quote: "Great" })).status).toBe(422);
    expect((await create({ name: "Ada", quote: "" })).status).toBe(422);
    const reportPhoto = await makePhoto();
    expect(await create({ name: "Ada", quote: "Great", photo_id: reportPhoto })).toMatchObject({
      status: 404,
      body: { detail: PHOTO_NOT_FOUND_DETAIL },
    });

    const photoId = await uploadReviewPhoto();
    expect((await storedBytes(photoId)).includes(TELLTALE_EXIF.IFD0.Make)).toBe(false);
    const withPhoto = await create({ name: "Ada", quote: "Clear and kind.", photo_id: photoId });
    expect(withPhoto.status).toBe(200);
    const without = await create({ name: "Grace", quote: "Quick answers." });
    expect(without.body.review).toMatchObject({ name: "Grace", photo_id: null, is_active: true });

    const landing = (await call(publicReviews, "/api/user-reviews")).body.reviews as ReviewView[];
    expect(landing.map((r) => r.name)).toEqual(expect.arrayContaining(["Ada", "Grace"]));
    expect(landing.find((r) => r.name === "Ada")?.photo_id).toBe(photoId);
  });

  it("edits a review, replaces its photo (the old one is deleted) and toggles it off the landing page", async () => {
    const first = await uploadReviewPhoto();
    const id = ((await create({ name: "Lin", quote: "Useful", photo_id: first })).body.review as ReviewView)
      .id;
    const second = await uploadReviewPhoto();
    const edited = await update(id, { name: "Lin K.", quote: "Very useful", photo_id: second });
    expect(edited.body.review).toMatchObject({ name: "Lin K.", quote: "Very useful", photo_id: second });
    expect(await db.photo.count({ where: { id: first } })).toBe(0);

    expect((await update(id, { is_active: false })).body.review).toMatchObject({ is_active: false });
    const landing = (await call(publicReviews, "/api/user-reviews")).body.reviews as ReviewView[];
    expect(landing.map((r) => r.id)).not.toContain(id);
    expect((await adminList()).find((r) => r.id === id)?.is_active).toBe(false);
    expect((await update(id, { quote: "" })).status).toBe(422);

    const actions = await db.adminAuditLog.findMany({
      where: { targetId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(actions.map((a) => a.action)).toEqual(["review.create", "review.update", "review.update"]);
  });

  it("moves a review down by swapping with its neighbour; an order from a stale list is refused", async () => {
    await create({ name: "Up", quote: "One" });
    await create({ name: "Down", quote: "Two" });
    const list = await adminList();
    const secondToLast = list.at(-2)!;
    const reordered = await call(reviewReorder.PUT!, "/", {
      method: "PUT",
      json: { reviews: moveItem(list, secondToLast.id, "down") },
      bearer: adminToken,
    });
    expect(reordered.status).toBe(200);
    expect((await adminList()).at(-1)!.id).toBe(secondToLast.id);
    const stale = await call(reviewReorder.PUT!, "/", {
      method: "PUT",
      json: { reviews: [{ id: list[0]!.id, order_index: 0 }] },
      bearer: adminToken,
    });
    expect(stale).toMatchObject({ status: 409, body: { detail: REVIEW_ORDER_STALE } });
  });

  it("deletes a review with its photo", async () => {
    const photoId = await uploadReviewPhoto();
    const id = ((await create({ name: "Bo", quote: "Fine", photo_id: photoId })).body.review as ReviewView)
      .id;
    const res = await call(review.DELETE!, "/", { method: "DELETE", params: { id }, bearer: adminToken });
    expect(res.status).toBe(200);
    expect(await db.review.count({ where: { id } })).toBe(0);
    expect(await db.photo.count({ where: { id: photoId } })).toBe(0);
    expect(await db.adminAuditLog.count({ where: { targetId: id, action: "review.delete" } })).toBe(1);
  });
});
