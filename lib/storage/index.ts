import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Bytes of photos and medical records live behind this interface, so they can
// move to object storage without touching the features that use them.

export type StoredBytes = { data: Buffer; contentType: string };

export interface BlobStore {
  /** Stores the bytes and answers their blob id; inside `tx` when given. */
  put(data: Buffer, contentType: string, tx?: Prisma.TransactionClient): Promise<string>;
  get(id: string): Promise<StoredBytes | null>;
  delete(ids: string[], tx?: Prisma.TransactionClient): Promise<void>;
}

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
    const blob = await db.storedBlob.findUnique({ where: { id }, select: { data: true, contentType: true } });
    if (!blob) return null;
    return {
      data: Buffer.from(blob.data.buffer, blob.data.byteOffset, blob.data.byteLength),
      contentType: blob.contentType,
    };
  },

  async delete(ids, tx) {
    if (ids.length === 0) return;
    await (tx ?? db).storedBlob.deleteMany({ where: { id: { in: ids } } });
  },
};
