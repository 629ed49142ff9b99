import { randomUUID } from "node:crypto";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { byteCache, forgetEverywhere } from "./byte-cache";
import { deleteObjects, getObject, objectKey, putObject } from "./object-store";

// Bytes of photos and medical records live behind this interface: in PostgreSQL (the default) or
// in an S3-compatible bucket (STORAGE=s3). Either way every blob has its row in stored_blobs, which
// photos and records point at; an object-storage row holds the object's key instead of the bytes.
//
// Bytes are stored before the transaction that creates their photo or record, and committed on
// their own: an object is never written by a transaction that may still roll back. A blob that
// ends up unused (that transaction failed, the process died) is deleted by the retention sweep
// with the day-old unused uploads. Deleting works the other way round: inside the caller's
// transaction rows are deleted (PostgreSQL bytes go with them) or marked, and the marked objects
// are removed after the commit by removeDeletedObjects(), so a rolled-back deletion loses nothing.

export type StoredBytes = { data: Buffer; contentType: string };

export interface BlobStore {
  /**
   * Stores the bytes, committed at once and outside any transaction; answers their blob id. The
   * bytes are kept in memory as given: never change them afterwards.
   */
  put(data: Buffer, contentType: string): Promise<string>;
  get(id: string): Promise<StoredBytes | null>;
  /** Deletes blobs with the photos and records using them, inside `tx` when given. */
  delete(ids: string[], tx?: Prisma.TransactionClient): Promise<void>;
}

/**
 * Bytes stored or read lately. A blob never changes under its id (put makes a new one; nothing
 * updates a row), so an entry is never stale, only possibly deleted: every caller checks access
 * first on the row that names the blob (a photo, a medical record; a photo's comes from the read
 * cache, dropped by any instance's write), and those rows go with their blob. Deletes here drop
 * entries (and whatever other caches made from the blob, keyed by its id) at once; another
 * instance's deletes leave them, unreachable, until newer entries push them out.
 */
const recentBlobs = byteCache<StoredBytes>("blobs", {
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
  sizeOf: (blob) => blob.data.byteLength,
});

type BlobRow = {
  data: string | null;
  content_type: string;
  storage_key: string | null;
  deleted_at: Date | null;
};

async function putInDatabase(data: Buffer, contentType: string): Promise<string> {
  const blob = await db.storedBlob.create({
    data: { contentType, byteSize: data.byteLength, data: new Uint8Array(data) },
    select: { id: true },
  });
  return blob.id;
}

/** The row first, so an object whose upload is cut off still has a row that leads the sweep to it. */
async function putInBucket(data: Buffer, contentType: string): Promise<string> {
  const id = randomUUID();
  const key = objectKey(id);
  await db.storedBlob.create({ data: { id, contentType, byteSize: data.byteLength, storageKey: key } });
  try {
    await putObject(key, data, contentType);
  } catch (error) {
    await db.storedBlob.delete({ where: { id } }).catch(() => undefined);
    throw error;
  }
  return id;
}

export const blobStore: BlobStore = {
  async put(data, contentType) {
    const id = await (env().STORAGE === "s3"
      ? putInBucket(data, contentType)
      : putInDatabase(data, contentType));
    // Kept as read: an upload's summary follows within seconds and would read the bytes back.
    recentBlobs.set(id, { data, contentType });
    return id;
  },

  // Reads whichever place the blob's row names, so blobs stored before a change of STORAGE stay readable.
  async get(id) {
    const cached = recentBlobs.get(id);
    if (cached) return cached;
    // Bytes as base64 text, decoded natively: Prisma's Bytes path (and the embedded adapter's hex
    // parser above all) costs several times the read itself for a photo (docs/BENCHMARKS.md).
    const [row] = await db.$queryRaw<BlobRow[]>`
      SELECT encode(data, 'base64') AS data, content_type, storage_key, deleted_at
      FROM stored_blobs WHERE id = ${id}::uuid`;
    if (!row || row.deleted_at) return null;
    let data: Buffer | null = null;
    if (row.data !== null) data = Buffer.from(row.data, "base64");
    else if (row.storage_key) data = await getObject(row.storage_key);
    if (!data) return null;
    const blob = { data, contentType: row.content_type };
    recentBlobs.set(id, blob);
    return blob;
  },

  async delete(ids, tx) {
    if (ids.length === 0) return;
    for (const id of ids) forgetEverywhere(id);
    const client = tx ?? db;
    await client.photo.deleteMany({ where: { blobId: { in: ids } } });
    await client.medicalRecord.deleteMany({ where: { blobId: { in: ids } } });
    await client.storedBlob.deleteMany({ where: { id: { in: ids }, storageKey: null } });
    await client.storedBlob.updateMany({
      where: { id: { in: ids }, storageKey: { not: null }, deletedAt: null },
      data: { deletedAt: new Date() },
    });
  },
};

/**
 * Runs `work`, the statement or transaction that creates the rows using freshly stored blobs; when
 * it fails the blobs go at once rather than a day later with the sweep (which still covers a
 * process that dies).
 * Only blobs no row uses go: a connection lost during COMMIT may hide a commit that happened.
 */
export async function usingStoredBlobs<T>(blobIds: string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await db.storedBlob
      .findMany({
        where: { id: { in: blobIds }, photos: { none: {} }, medicalRecords: { none: {} } },
        select: { id: true },
      })
      .then((unused) => blobStore.delete(unused.map((blob) => blob.id)))
      .catch(() => undefined);
    await removeDeletedObjects();
    throw error;
  }
}

const PURGE_BATCH = 1000;

/**
 * Removes the objects of blobs marked deleted, then their rows, oldest first, at most `batches`
 * batches; throws when the bucket fails.
 */
export async function purgeDeletedBlobs(batches = Infinity): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < batches; batch++) {
    const rows = await db.storedBlob.findMany({
      where: { deletedAt: { not: null } },
      select: { id: true, storageKey: true },
      orderBy: { deletedAt: "asc" },
      take: PURGE_BATCH,
    });
    if (rows.length === 0) return purged;
    await deleteObjects(rows.flatMap((row) => (row.storageKey ? [row.storageKey] : [])));
    await db.storedBlob.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
    purged += rows.length;
  }
  return purged;
}

/**
 * Called after a transaction that deleted blobs has committed. A bucket that fails now only
 * delays the removal: the marks stay, and the next call or the hourly sweep removes the objects.
 * One batch at most: a backlog left by a bucket outage is the sweep's work, not a user request's.
 */
export async function removeDeletedObjects(): Promise<void> {
  try {
    await purgeDeletedBlobs(1);
  } catch (error) {
    logger.warn({ err: error }, "deleted objects not removed yet; the retention sweep retries");
  }
}
