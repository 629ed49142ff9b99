import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { byteCache, forgetEverywhere } from "./byte-cache";

// Bytes of photos and medical records live behind this interface, so they can
// move to object storage without touching the features that use them.

export type StoredBytes = { data: Buffer; contentType: string };

export interface BlobStore {
  /** Stores the bytes and answers their blob id; inside `tx` when given. */
  put(data: Buffer, contentType: string, tx?: Prisma.TransactionClient): Promise<string>;
  get(id: string): Promise<StoredBytes | null>;
  delete(ids: string[], tx?: Prisma.TransactionClient): Promise<void>;
}

/**
 * Bytes read lately. A blob never changes under its id (put makes a new one; nothing updates a
 * row), so an entry is never stale, only possibly deleted: every caller reads the row that names
 * the blob (a photo, a medical record) and checks access first, and those rows go with their blob,
 * so bytes deleted by any instance are 404 before this cache is asked. Deletes here drop entries
 * (and whatever other caches made from the blob, keyed by its id) at once; another instance's
 * deletes leave them until they age out, unreachable.
 */
const recentBlobs = byteCache<StoredBytes>("blobs", {
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
  sizeOf: (blob) => blob.data.byteLength,
});

type BlobRow = { data: string; content_type: string };

/** The default store: table stored_blobs, bytes in PostgreSQL. */
export const blobStore: BlobStore = {
  async put(data, contentType, tx) {
    const blob = await (tx ?? db).storedBlob.create({
      data: { contentType, byteSize: data.byteLength, data: new Uint8Array(data) },
      select: { id: true },
    });
    return blob.id;
  },

  async get(id) {
    const cached = recentBlobs.get(id);
    if (cached) return cached;
    // As base64 text, decoded natively: Prisma's Bytes path (and the embedded adapter's hex
    // parser above all) costs several times the read itself for a photo (docs/BENCHMARKS.md).
    const [row] = await db.$queryRaw<BlobRow[]>`
      SELECT encode(data, 'base64') AS data, content_type FROM stored_blobs WHERE id = ${id}::uuid`;
    if (!row) return null;
    const blob = { data: Buffer.from(row.data, "base64"), contentType: row.content_type };
    recentBlobs.set(id, blob);
    return blob;
  },

  async delete(ids, tx) {
    if (ids.length === 0) return;
    for (const id of ids) forgetEverywhere(id);
    await (tx ?? db).storedBlob.deleteMany({ where: { id: { in: ids } } });
  },
};
