import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { blobStore } from "@/lib/storage";

// Retention: reports past expires_at are deleted with what only they used.
// The admin console runs this on demand; every app instance sweeps hourly.

const BATCH_SIZE = 100;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

const unique = (ids: string[]) => [...new Set(ids)];

/** Deletes the reports, then their photos and medical records that no other report uses, then those bytes. */
export async function deleteReports(tx: Prisma.TransactionClient, reportIds: string[]): Promise<number> {
  const [photoLinks, recordLinks] = await Promise.all([
    tx.reportPhoto.findMany({ where: { reportId: { in: reportIds } }, select: { photoId: true } }),
    tx.reportMedicalRecord.findMany({
      where: { reportId: { in: reportIds } },
      select: { medicalRecordId: true },
    }),
  ]);
  const { count } = await tx.report.deleteMany({ where: { id: { in: reportIds } } });

  const photos = await tx.photo.findMany({
    where: {
      id: { in: unique(photoLinks.map((l) => l.photoId)) },
      reports: { none: {} },
      heroImages: { none: {} },
      reviews: { none: {} },
    },
    select: { id: true, blobId: true },
  });
  const records = await tx.medicalRecord.findMany({
    where: { id: { in: unique(recordLinks.map((l) => l.medicalRecordId)) }, reports: { none: {} } },
    select: { id: true, blobId: true },
  });
  await tx.photo.deleteMany({ where: { id: { in: photos.map((p) => p.id) } } });
  await tx.medicalRecord.deleteMany({ where: { id: { in: records.map((r) => r.id) } } });
  await blobStore.delete(unique([...photos.map((p) => p.blobId), ...records.map((r) => r.blobId)]), tx);
  return count;
}

/** Removes every report that expired by `now`, in short transactions of a batch each. */
export async function cleanupExpiredReports(now: Date = new Date()): Promise<{ deleted: number }> {
  let deleted = 0;
  for (;;) {
    const batch = await db.report.findMany({
      where: { expiresAt: { lte: now } },
      select: { id: true },
      orderBy: { expiresAt: "asc" },
      take: BATCH_SIZE,
    });
    if (batch.length === 0) return { deleted };
    deleted += await db.$transaction((tx) =>
      deleteReports(
        tx,
        batch.map((r) => r.id),
      ),
    );
  }
}

async function sweep(): Promise<void> {
  try {
    const { deleted } = await cleanupExpiredReports();
    if (deleted > 0) logger.info({ deleted }, "expired reports deleted");
  } catch (error) {
    logger.error({ err: error }, "expired report sweep failed");
  }
}

/** Starts the hourly sweep; the timers never keep the process alive. */
export function startRetentionSweep(): void {
  setTimeout(() => void sweep(), FIRST_SWEEP_DELAY_MS).unref();
  setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
}
