import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { blobStore } from "@/lib/storage";

// Photos and medical records are uploaded first and used in a report afterwards. Those never used
// (an abandoned upload page, a script uploading without analysing) would otherwise stay forever,
// bytes included; anyone can upload photos without an account. The retention sweep
// (lib/reports/cleanup.ts) deletes them a day after upload: long enough to come back and finish an
// analysis, short enough that unused uploads cannot pile up.

export const UNUSED_UPLOAD_MAX_AGE_HOURS = 24;
const BATCH_SIZE = 100;

/**
 * A report photo in no report, or a review photo the console uploaded for a review that was never
 * saved. Hero photos are made together with their image, so none is ever unused.
 */
const unusedPhoto = (uploadedBefore: Date): Prisma.PhotoWhereInput => ({
  kind: { in: ["report", "review"] },
  createdAt: { lte: uploadedBefore },
  reports: { none: {} },
  heroImages: { none: {} },
  reviews: { none: {} },
});

const unusedRecord = (uploadedBefore: Date): Prisma.MedicalRecordWhereInput => ({
  createdAt: { lte: uploadedBefore },
  reports: { none: {} },
});

/**
 * Deletes, with their bytes, the photos and medical records uploaded over a day before `now` and in
 * no report, in short transactions of a batch each.
 */
export async function deleteUnusedUploads(
  now: Date = new Date(),
): Promise<{ photos: number; medicalRecords: number }> {
  const uploadedBefore = new Date(now.getTime() - UNUSED_UPLOAD_MAX_AGE_HOURS * 60 * 60 * 1000);
  let photos = 0;
  let medicalRecords = 0;
  for (;;) {
    const deleted = await db.$transaction(async (tx) => {
      // Deleted by the same condition they were found by: an upload linked to a report meanwhile stays.
      const photoRows = await tx.photo.findMany({
        where: unusedPhoto(uploadedBefore),
        select: { id: true, blobId: true },
        take: BATCH_SIZE,
      });
      const recordRows = await tx.medicalRecord.findMany({
        where: unusedRecord(uploadedBefore),
        select: { id: true, blobId: true },
        take: BATCH_SIZE,
      });
      const photoIds = photoRows.map((p) => p.id);
      const recordIds = recordRows.map((r) => r.id);
      const photoCount = (
        await tx.photo.deleteMany({ where: { id: { in: photoIds }, ...unusedPhoto(uploadedBefore) } })
      ).count;
      const recordCount = (
        await tx.medicalRecord.deleteMany({
          where: { id: { in: recordIds }, ...unusedRecord(uploadedBefore) },
        })
      ).count;
      // Only bytes nothing refers to any more.
      const blobIds = [...photoRows, ...recordRows].map((row) => row.blobId);
      const stillUsed = await tx.storedBlob.findMany({
        where: {
          id: { in: blobIds },
          OR: [{ photos: { some: {} } }, { medicalRecords: { some: {} } }],
        },
        select: { id: true },
      });
      const kept = new Set(stillUsed.map((b) => b.id));
      await blobStore.delete(
        [...new Set(blobIds)].filter((id) => !kept.has(id)),
        tx,
      );
      const more = photoIds.length === BATCH_SIZE || recordIds.length === BATCH_SIZE;
      return { photos: photoCount, medicalRecords: recordCount, more };
    });
    photos += deleted.photos;
    medicalRecords += deleted.medicalRecords;
    if (!deleted.more) break;
  }
  await deleteUnusedBlobs(uploadedBefore);
  return { photos, medicalRecords };
}

/**
 * Bytes stored for a photo or record whose row was never created (its transaction failed, the
 * process stopped in between; see lib/storage): unused a day after, like an unused upload.
 */
async function deleteUnusedBlobs(storedBefore: Date): Promise<void> {
  for (;;) {
    const more = await db.$transaction(async (tx) => {
      const unused = {
        createdAt: { lte: storedBefore },
        deletedAt: null,
        photos: { none: {} },
        medicalRecords: { none: {} },
      } satisfies Prisma.StoredBlobWhereInput;
      const rows = await tx.storedBlob.findMany({ where: unused, select: { id: true }, take: BATCH_SIZE });
      await blobStore.delete(
        rows.map((row) => row.id),
        tx,
      );
      return rows.length === BATCH_SIZE;
    });
    if (!more) return;
  }
}
