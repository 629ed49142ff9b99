import type { z } from "zod";
import { expireTags, LANDING } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { HeroImage, PhotoKind, Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFound, unprocessable } from "@/lib/errors/http-error";
import { inOrder, serializeHeroImage } from "@/lib/home/content";
import {
  createPhotoRows,
  deletePhotos,
  PHOTO_NOT_FOUND_DETAIL,
  photoBytes,
  storePhotoBytes,
  type StoredPhoto,
} from "@/lib/photos";
import { MAX_PHOTO_BYTES, processPhoto } from "@/lib/photos/process";
import { removeDeletedObjects, usingStoredBlobs } from "@/lib/storage";
import { fileBytes, parseFormFields, readMultipartForm } from "@/lib/storage/multipart";
import { recordAdminChange, type Admin } from "./audit";
import {
  HERO_IMAGE_CREATED,
  HERO_IMAGE_NOT_FOUND,
  HERO_IMAGE_UPLOADED,
  HERO_IMAGE_UPDATED,
  HERO_IMAGE_DELETED,
  HERO_IMAGES_REORDERED,
  HERO_ORDER_STALE,
  HERO_UPLOAD_TOO_LARGE,
  HERO_MIN_WIDTH,
  HERO_MIN_HEIGHT,
  HERO_IMAGE_SMALL,
  HERO_PHOTO_NOT_ALLOWED,
} from "./tab-messages";
import { coversExactly, type OrderItem } from "./ordering";
import { HeroDetailsForm, HeroFileForm, type HeroFromPhotoBody, type HeroReorderBody } from "./schemas";

// The Hero carousel tab: the landing page's hero images. An upload goes through the photo
// pipeline (checked by content, re-encoded, metadata stripped) and becomes an image in one
// transaction with its audit row; an image made from a stored photo gets a copy of it. Each
// image owns its photo, so deleting an image deletes its photo and nothing else.

const auditView = (row: HeroImage) => ({
  photo_id: row.photoId,
  title: row.title,
  alt_text: row.altText,
  order_index: row.orderIndex,
  is_active: row.isActive,
});

async function findHeroImage(tx: Prisma.TransactionClient, id: string): Promise<HeroImage> {
  const row = await tx.heroImage.findUnique({ where: { id } });
  if (!row) throw notFound(HERO_IMAGE_NOT_FOUND);
  return row;
}

/** GET /api/admin/hero-carousel: every hero image, active or not, in the landing page's order. */
export async function listHeroImages() {
  const rows = await db.heroImage.findMany({ orderBy: inOrder });
  return { hero_images: rows.map(serializeHeroImage) };
}

async function readHeroUpload(req: Request) {
  const form = await readMultipartForm(req, MAX_PHOTO_BYTES + 64 * 1024, HERO_UPLOAD_TOO_LARGE);
  // The spec's message comes first: a form without title or alt text is refused as such.
  const details = parseFormFields(HeroDetailsForm, {
    title: form.get("title") ?? "",
    alt_text: form.get("alt_text") ?? "",
  });
  const rest = parseFormFields(HeroFileForm, {
    file: form.get("file") ?? undefined,
    order_index: form.get("order_index") || undefined,
  });
  return { ...details, ...rest };
}

type HeroDetails = { title: string; alt_text: string; order_index?: number };

/**
 * A new active hero image with a photo of its own (bytes stored, row still to be made), last
 * unless `order_index` says otherwise, and its audit row, in one transaction.
 */
function addHeroImage(admin: Admin, photo: StoredPhoto, details: HeroDetails, copiedFrom?: string) {
  return usingStoredBlobs([photo.blobId], () =>
    db.$transaction(async (tx) => {
      const [photoId] = await createPhotoRows(tx, [photo], { userId: null, kind: "hero" });
      const last = await tx.heroImage.aggregate({ _max: { orderIndex: true } });
      const created = await tx.heroImage.create({
        data: {
          photoId: photoId!,
          title: details.title,
          altText: details.alt_text,
          orderIndex: details.order_index ?? (last._max.orderIndex ?? -1) + 1,
        },
      });
      await recordAdminChange(tx, admin, {
        action: "hero_image.create",
        targetType: "hero_image",
        targetId: created.id,
        after: { ...auditView(created), ...(copiedFrom ? { copied_from_photo_id: copiedFrom } : {}) },
      });
      return created;
    }),
  );
}

const smallNotice = (photo: { width: number; height: number }) =>
  photo.width < HERO_MIN_WIDTH || photo.height < HERO_MIN_HEIGHT ? HERO_IMAGE_SMALL : null;

/**
 * POST /api/admin/hero-carousel/upload (multipart: file, title, alt_text, order_index): a new
 * active image, last unless order_index says otherwise; `notice` when it is below 800x600.
 */
export async function uploadHeroImage(admin: Admin, req: Request) {
  const upload = await readHeroUpload(req);
  const photo = await processPhoto(await fileBytes(upload.file));
  const [stored] = await storePhotoBytes([photo]);
  const row = await addHeroImage(admin, stored!, upload);
  await expireTags(LANDING);
  return { message: HERO_IMAGE_UPLOADED, hero_image: serializeHeroImage(row), notice: smallNotice(photo) };
}

/** What a stored photo is, for the question whether it may become a hero image. */
export type HeroPhotoSource = { kind: PhotoKind; userId: string | null; reportCount: number };

/**
 * May this photo become a hero image, shown to everyone on the landing page? Only pictures that
 * are the site's own: another hero image's or a review's (public already, owned by nobody), or
 * the administrator's own upload that no report uses. Never a photo in a report, whatever its
 * privacy: a private one was never meant to be seen, and a public one was shared in the gallery,
 * not as the site's advertising, and must leave with its report or account.
 */
export function mayBecomeHeroImage(photo: HeroPhotoSource, admin: Pick<Admin, "id">): boolean {
  if (photo.kind === "hero" || photo.kind === "review") return true;
  return photo.kind === "report" && photo.userId === admin.id && photo.reportCount === 0;
}

/**
 * POST /api/admin/hero-carousel {photo_id, title, alt_text, order_index?}: a new active image
 * from a stored photo (see mayBecomeHeroImage; 404 for an unknown one), with a copy of its bytes,
 * so the image and its source are deleted each on their own.
 */
export async function createHeroImageFromPhoto(admin: Admin, input: HeroFromPhotoBody) {
  const source = await db.photo.findUnique({
    where: { id: input.photo_id },
    select: {
      kind: true,
      userId: true,
      blobId: true,
      width: true,
      height: true,
      _count: { select: { reports: true } },
    },
  });
  if (!source) throw notFound(PHOTO_NOT_FOUND_DETAIL);
  if (!mayBecomeHeroImage({ ...source, reportCount: source._count.reports }, admin))
    throw unprocessable(`photo_id: ${HERO_PHOTO_NOT_ALLOWED}`);
  const jpeg = await photoBytes(source);
  const [copy] = await storePhotoBytes([{ jpeg, width: source.width, height: source.height }]);
  const row = await addHeroImage(admin, copy!, input, input.photo_id);
  await expireTags(LANDING);
  return { message: HERO_IMAGE_CREATED, hero_image: serializeHeroImage(row), notice: smallNotice(source) };
}

/** PUT /api/admin/hero-carousel/{id} {is_active}. */
export async function setHeroImageActive(admin: Admin, id: string, isActive: boolean) {
  const row = await db.$transaction(async (tx) => {
    const before = await findHeroImage(tx, id);
    const after = await tx.heroImage.update({ where: { id }, data: { isActive } });
    await recordAdminChange(tx, admin, {
      action: isActive ? "hero_image.activate" : "hero_image.deactivate",
      targetType: "hero_image",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
  await expireTags(LANDING);
  return { message: HERO_IMAGE_UPDATED, hero_image: serializeHeroImage(row) };
}

/**
 * PUT /api/admin/hero-carousel/reorder {items: [{id, order_index}]}: the whole list's new order
 * (a move up or down swaps two neighbours, lib/admin/ordering.ts). An order made from a list
 * that has changed since (an image added or deleted) is refused, 409.
 */
export async function reorderHeroImages(admin: Admin, input: z.output<typeof HeroReorderBody>) {
  const rows = await db.$transaction(async (tx) => {
    const current = await tx.heroImage.findMany({ orderBy: inOrder });
    if (
      !coversExactly(
        current.map((row) => row.id),
        input.items,
      )
    )
      throw conflict(HERO_ORDER_STALE);
    for (const item of input.items) {
      if (current.find((row) => row.id === item.id)!.orderIndex === item.order_index) continue;
      await tx.heroImage.update({ where: { id: item.id }, data: { orderIndex: item.order_index } });
    }
    await recordAdminChange(tx, admin, {
      action: "hero_image.reorder",
      targetType: "hero_image",
      before: current.map((row): OrderItem => ({ id: row.id, order_index: row.orderIndex })),
      after: input.items,
    });
    return tx.heroImage.findMany({ orderBy: inOrder });
  });
  await expireTags(LANDING);
  return { message: HERO_IMAGES_REORDERED, hero_images: rows.map(serializeHeroImage) };
}

/** DELETE /api/admin/hero-carousel/{id}: the image and its photo. */
export async function deleteHeroImage(admin: Admin, id: string) {
  await db.$transaction(async (tx) => {
    const before = await findHeroImage(tx, id);
    await recordAdminChange(tx, admin, {
      action: "hero_image.delete",
      targetType: "hero_image",
      targetId: id,
      before: auditView(before),
    });
    await tx.heroImage.delete({ where: { id } });
    const stillUsed = await tx.heroImage.count({ where: { photoId: before.photoId } });
    if (stillUsed === 0) await deletePhotos(tx, [before.photoId]);
  });
  await removeDeletedObjects();
  await expireTags(LANDING);
  return { message: HERO_IMAGE_DELETED };
}
