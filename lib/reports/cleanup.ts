import { deleteExpiredChallenges } from "@/lib/auth/challenges";
import { deleteStaleDevices } from "@/lib/auth/known-devices";
import { deleteExpiredSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { deleteExpiredCounters } from "@/lib/rate-limit";
import { claimLease } from "@/lib/scheduler/lease";
import { blobStore, purgeDeletedBlobs } from "@/lib/storage";
import { deleteUnusedUploads } from "@/lib/storage/unused-uploads";
import { expireShownReports } from "./shown";

// Retention: reports past expires_at are deleted with what only they used.
// The admin console runs this on demand; every app instance has the hourly timer, and the
// instance that claims the sweep's lease runs it (lib/scheduler/lease.ts), so N instances sweep
// once an hour between them. The same sweep deletes uploads never used in a report
// (lib/storage/unused-uploads.ts), removes the objects of deleted blobs (lib/storage), and clears
// what sign-in leaves behind: expired challenges, rate-limit counters of past windows, devices
// unused for a year and expired sessions. A step that fails leaves the later ones to the next hour.

const BATCH_SIZE = 100;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_SECONDS = 60;
export const SWEEP_LEASE = "retention-sweep";
// A little under the interval, so the next hour's timer finds the lease expired whichever instance fires first.
const SWEEP_LEASE_SECONDS = SWEEP_INTERVAL_MS / 1000 - 5 * 60;

const unique = (ids: string[]) => [...new Set(ids)];

/** Deletes the reports, then their photos and medical records that no other report uses, then those bytes. */
export async function deleteReports(tx: Prisma.TransactionClient, reportIds: string[]): Promise<number> {
  // One after another: a transaction's queries are never sent side by side (lib/analysis/run.ts).
  const photoLinks = await tx.reportPhoto.findMany({
    where: { reportId: { in: reportIds } },
    select: { photoId: true },
  });
  const recordLinks = await tx.reportMedicalRecord.findMany({
    where: { reportId: { in: reportIds } },
    select: { medicalRecordId: true },
  });
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

/**
 * Removes every report that expired by `now`, in short transactions of a batch each; the objects of
 * their bytes are removed by the caller (purgeDeletedBlobs) after.
 */
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
    const ids = batch.map((r) => r.id);
    deleted += await db.$transaction((tx) => deleteReports(tx, ids));
    await expireShownReports(ids);
  }
}

/** One pass of the hourly sweep: expired reports, unused uploads, deleted objects, then sign-in's leftovers. */
export async function runRetentionSweep(now: Date = new Date()) {
  const { deleted } = await cleanupExpiredReports(now);
  const unused = await deleteUnusedUploads(now);
  const objects = await purgeDeletedBlobs();
  // Sign-in's leftovers, kept out of the sign-in requests themselves.
  const challenges = await deleteExpiredChallenges(now);
  const counters = await deleteExpiredCounters(now);
  const devices = await deleteStaleDevices(now);
  const sessions = await deleteExpiredSessions(now);
  return { reports: deleted, ...unused, objects, challenges, counters, devices, sessions };
}

/** The timer's pass: runs the sweep when this instance claims its lease; answers whether it ran. */
export async function sweepIfLeaseClaimed(now: Date = new Date()): Promise<boolean> {
  if (!(await claimLease(SWEEP_LEASE, SWEEP_LEASE_SECONDS))) {
    logger.info("retention sweep skipped: another instance holds it");
    return false;
  }
  const { reports, photos, medicalRecords, objects, challenges, counters, devices, sessions } =
    await runRetentionSweep(now);
  logger.info(
    {
      deleted: reports,
      photos,
      medical_records: medicalRecords,
      objects,
      expired_challenges: challenges,
      expired_rate_limit_counters: counters,
      stale_devices: devices,
      expired_sessions: sessions,
    },
    "retention sweep finished",
  );
  return true;
}

async function sweep(): Promise<void> {
  try {
    await sweepIfLeaseClaimed();
  } catch (error) {
    logger.error({ err: error }, "retention sweep failed");
  }
}

/** Starts the hourly sweep; the timers never keep the process alive. */
export function startRetentionSweep(firstDelaySeconds = FIRST_SWEEP_DELAY_SECONDS): void {
  setTimeout(() => void sweep(), firstDelaySeconds * 1000).unref();
  setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
}
