import type { z } from "zod";
import { expireTags, LANDING } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { Prisma, Review } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/errors/http-error";
import { inOrder } from "@/lib/home/content";
import { createPhotoRows, deletePhotos, PHOTO_NOT_FOUND_DETAIL, storePhotoBytes } from "@/lib/photos";
import { MAX_PHOTO_BYTES, processPhoto } from "@/lib/photos/process";
import { removeDeletedObjects, usingStoredBlobs } from "@/lib/storage";
import { fileBytes, parseFormFields, readMultipartForm } from "@/lib/storage/multipart";
import { recordAdminChange, type Admin } from "./audit";
import {
  REVIEW_NOT_FOUND,
  REVIEW_CREATED,
  REVIEW_UPDATED,
  REVIEW_DELETED,
  REVIEWS_REORDERED,
  REVIEW_PHOTO_UPLOADED,
  REVIEW_ORDER_STALE,
  REVIEW_PHOTO_TOO_LARGE,
} from "./tab-messages";
import { coversExactly, type OrderItem } from "./ordering";
import {
  ReviewPhotoForm,
  type ReviewCreateBody,
  type ReviewReorderBody,
  type ReviewUpdateBody,
} from "./schemas";

// The Reviews tab: the landing page's testimonials. A review's photo is uploaded first (through
// the photo pipeline, metadata stripped) and named by the review; a photo no review keeps any
// more is deleted with it, and one never used goes with the day-old unused uploads.

/** The spec's review, as the console sees it (the landing page's view has no order or state). */
export function serializeAdminReview(row: Review) {
  return {
    id: row.id,
    name: row.name,
    quote: row.quote,
    photo_id: row.photoId,
    user_photo_url: row.userPhotoUrl,
    order_index: row.orderIndex,
    is_active: row.isActive,
  };
}

const auditView = (row: Review) => ({
  name: row.name,
  quote: row.quote,
  photo_id: row.photoId,
  order_index: row.orderIndex,
  is_active: row.isActive,
});

async function findReview(tx: Prisma.TransactionClient, id: string): Promise<Review> {
  const row = await tx.review.findUnique({ where: { id } });
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

/** A review may show only a photo uploaded for reviews. */
async function assertReviewPhoto(tx: Prisma.TransactionClient, photoId: string): Promise<void> {
  const photo = await tx.photo.findUnique({ where: { id: photoId }, select: { kind: true } });
  if (photo?.kind !== "review") throw notFound(PHOTO_NOT_FOUND_DETAIL);
}

/** Deletes the review photo that no review shows any more. */
async function dropUnusedPhoto(tx: Prisma.TransactionClient, photoId: string | null): Promise<void> {
  if (!photoId) return;
  if ((await tx.review.count({ where: { photoId } })) === 0) await deletePhotos(tx, [photoId]);
}

/** GET /api/admin/user-reviews: every review, active or not, in the landing page's order. */
export async function listReviews() {
  const rows = await db.review.findMany({ orderBy: inOrder });
  return { reviews: rows.map(serializeAdminReview) };
}

/** POST /api/admin/user-reviews/upload-photo (multipart file) -> {photo_id}. */
export async function uploadReviewPhoto(admin: Admin, req: Request) {
  const form = await readMultipartForm(req, MAX_PHOTO_BYTES + 64 * 1024, REVIEW_PHOTO_TOO_LARGE);
  const { file } = parseFormFields(ReviewPhotoForm, { file: form.get("file") ?? undefined });
  const photo = await processPhoto(await fileBytes(file));
  const stored = await storePhotoBytes([photo]);
  const photoId = await usingStoredBlobs(
    stored.map((photo) => photo.blobId),
    () =>
      db.$transaction(async (tx) => {
        const [id] = await createPhotoRows(tx, stored, { userId: null, kind: "review" });
        await recordAdminChange(tx, admin, {
          action: "review.photo_upload",
          targetType: "photo",
          targetId: id,
          after: { width: photo.width, height: photo.height },
        });
        return id!;
      }),
  );
  return { message: REVIEW_PHOTO_UPLOADED, photo_id: photoId };
}

/** POST /api/admin/user-reviews {name, quote, photo_id?, order_index?}: active, last by default. */
export async function createReview(admin: Admin, input: ReviewCreateBody) {
  const row = await db.$transaction(async (tx) => {
    if (input.photo_id) await assertReviewPhoto(tx, input.photo_id);
    const last = await tx.review.aggregate({ _max: { orderIndex: true } });
    const created = await tx.review.create({
      data: {
        name: input.name,
        quote: input.quote,
        photoId: input.photo_id ?? null,
        orderIndex: input.order_index ?? (last._max.orderIndex ?? -1) + 1,
      },
    });
    await recordAdminChange(tx, admin, {
      action: "review.create",
      targetType: "review",
      targetId: created.id,
      after: auditView(created),
    });
    return created;
  });
  await expireTags(LANDING);
  return { message: REVIEW_CREATED, review: serializeAdminReview(row) };
}

/** PUT /api/admin/user-reviews/{id} {name?, quote?, photo_id?, is_active?}; photo_id null removes the photo. */
export async function updateReview(admin: Admin, id: string, input: ReviewUpdateBody) {
  const row = await db.$transaction(async (tx) => {
    const before = await findReview(tx, id);
    if (input.photo_id) await assertReviewPhoto(tx, input.photo_id);
    const after = await tx.review.update({
      where: { id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.quote !== undefined ? { quote: input.quote } : {}),
        ...(input.photo_id !== undefined ? { photoId: input.photo_id } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      },
    });
    await recordAdminChange(tx, admin, {
      action: "review.update",
      targetType: "review",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    if (before.photoId !== after.photoId) await dropUnusedPhoto(tx, before.photoId);
    return after;
  });
  await removeDeletedObjects();
  await expireTags(LANDING);
  return { message: REVIEW_UPDATED, review: serializeAdminReview(row) };
}

/**
 * PUT /api/admin/user-reviews/reorder {reviews: [{id, order_index}]}: the whole list's new order;
 * one made from a list that has changed since is refused, 409.
 */
export async function reorderReviews(admin: Admin, input: z.output<typeof ReviewReorderBody>) {
  const rows = await db.$transaction(async (tx) => {
    const current = await tx.review.findMany({ orderBy: inOrder });
    if (
      !coversExactly(
        current.map((row) => row.id),
        input.reviews,
      )
    )
      throw conflict(REVIEW_ORDER_STALE);
    for (const item of input.reviews) {
      if (current.find((row) => row.id === item.id)!.orderIndex === item.order_index) continue;
      await tx.review.update({ where: { id: item.id }, data: { orderIndex: item.order_index } });
    }
    await recordAdminChange(tx, admin, {
      action: "review.reorder",
      targetType: "review",
      before: current.map((row): OrderItem => ({ id: row.id, order_index: row.orderIndex })),
      after: input.reviews,
    });
    return tx.review.findMany({ orderBy: inOrder });
  });
  await expireTags(LANDING);
  return { message: REVIEWS_REORDERED, reviews: rows.map(serializeAdminReview) };
}

/** DELETE /api/admin/user-reviews/{id}: the review, and its photo when no other review shows it. */
export async function deleteReview(admin: Admin, id: string) {
  await db.$transaction(async (tx) => {
    const before = await findReview(tx, id);
    await recordAdminChange(tx, admin, {
      action: "review.delete",
      targetType: "review",
      targetId: id,
      before: auditView(before),
    });
    await tx.review.delete({ where: { id } });
    await dropUnusedPhoto(tx, before.photoId);
  });
  await removeDeletedObjects();
  await expireTags(LANDING);
  return { message: REVIEW_DELETED };
}
