import { randomUUID } from "node:crypto";
import { z } from "zod";
import { sharedPhotoAccessRow } from "@/lib/cache/shared-reads";
import { db } from "@/lib/db";
import type { PhotoKind, Prisma, PrivacySetting, User } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors/http-error";
import { blobStore, usingStoredBlobs } from "@/lib/storage";
import type { ReportViewer } from "@/lib/reports/access";
import { photoAccess, photoUsableBy, type PhotoAccess } from "./access";
import type { ProcessedPhoto } from "./process";

export const PHOTO_NOT_FOUND_DETAIL = "Photo not found";

const PhotoId = z.uuid();

function assertPhotoIds(photoIds: string[]): void {
  if (!photoIds.every((id) => PhotoId.safeParse(id).success)) throw notFound(PHOTO_NOT_FOUND_DETAIL);
}

export type PhotoOwner = {
  userId: string | null;
  kind: PhotoKind;
  privacySetting?: PrivacySetting;
  /** A visitor's upload: the hash of the upload secret handed out with it. */
  uploadKeyHash?: string;
};

/** Processed photos whose bytes are stored (see lib/storage): their rows are still to be created. */
export type StoredPhoto = Omit<ProcessedPhoto, "jpeg"> & { blobId: string };

/** Stores the photos' bytes, before (and outside) the statement or transaction making their rows. */
export async function storePhotoBytes(photos: ProcessedPhoto[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  for (const { jpeg, ...photo } of photos)
    stored.push({ ...photo, blobId: await blobStore.put(jpeg, "image/jpeg") });
  return stored;
}

/**
 * Creates the rows of photos whose bytes are stored, in one statement (all or none), with `client`
 * the database or a transaction; answers their ids in order.
 */
export async function createPhotoRows(
  client: Prisma.TransactionClient,
  photos: StoredPhoto[],
  owner: PhotoOwner,
): Promise<string[]> {
  // Ids made here, so the answer's order does not hang on the order RETURNING gives rows in.
  const rows = photos.map((photo) => ({
    ...owner,
    id: randomUUID(),
    blobId: photo.blobId,
    width: photo.width,
    height: photo.height,
    ...(photo.quality ? { quality: photo.quality } : {}),
  }));
  await client.photo.createMany({ data: rows });
  return rows.map((row) => row.id);
}

/** Stores the photos: their bytes first, then their rows, all or none (a failure removes the bytes). */
export async function savePhotos(photos: ProcessedPhoto[], owner: PhotoOwner): Promise<string[]> {
  const stored = await storePhotoBytes(photos);
  return usingStoredBlobs(
    stored.map((photo) => photo.blobId),
    () => createPhotoRows(db, stored, owner),
  );
}

/**
 * Deletes photos with their bytes, in the caller's transaction; call removeDeletedObjects()
 * (lib/storage) after it commits.
 */
export async function deletePhotos(tx: Prisma.TransactionClient, photoIds: string[]): Promise<void> {
  if (photoIds.length === 0) return;
  const rows = await tx.photo.findMany({ where: { id: { in: photoIds } }, select: { blobId: true } });
  await blobStore.delete(
    rows.map((row) => row.blobId),
    tx,
  );
}

/** A photo an analysis may use (usablePhotos): what the analysis reads and adopts. */
export type UsablePhoto = { id: string; blobId: string; userId: string | null };

/**
 * The photos, in the order given, if every one may go into this caller's analysis (see
 * photoUsableBy); 404 'Photo not found' otherwise. `uploadSecret` is the one handed out with a
 * visitor's upload.
 */
export async function usablePhotos(
  photoIds: string[],
  user: User | null,
  uploadSecret?: string,
): Promise<UsablePhoto[]> {
  assertPhotoIds(photoIds);
  const rows = await db.photo.findMany({
    where: { id: { in: photoIds } },
    select: { id: true, kind: true, userId: true, uploadKeyHash: true, blobId: true },
  });
  const usable = new Map(
    rows.filter((photo) => photoUsableBy(photo, user, uploadSecret)).map((photo) => [photo.id, photo]),
  );
  return photoIds.map((id) => {
    const photo = usable.get(id);
    if (!photo) throw notFound(PHOTO_NOT_FOUND_DETAIL);
    return { id, blobId: photo.blobId, userId: photo.userId };
  });
}

/** The stored JPEG bytes of these photos, in the order given; 404 if any bytes are gone. */
export function photoJpegs(photos: Pick<UsablePhoto, "blobId">[]): Promise<Buffer[]> {
  return Promise.all(photos.map((photo) => photoBytes(photo)));
}

/**
 * A signed-in user who analyses a visitor's upload with its secret is that
 * visitor: the photos become theirs (their export, their account deletion).
 * Runs inside the report's transaction; writes only when a visitor's upload is among them.
 */
export async function adoptVisitorPhotos(
  tx: Prisma.TransactionClient,
  photos: UsablePhoto[],
  userId: string,
): Promise<void> {
  const visitors = photos.filter((photo) => photo.userId === null).map((photo) => photo.id);
  if (visitors.length === 0) return;
  await tx.photo.updateMany({
    where: { id: { in: visitors }, userId: null, kind: "report" },
    data: { userId, uploadKeyHash: null },
  });
}

/** What a viewer may do with a photo, without its bytes: its blob id and size, and the cache policy its access allows. */
export type AuthorizedPhoto = {
  blobId: string;
  width: number;
  height: number;
  access: Exclude<PhotoAccess, "none">;
};

/** The photo's blob and access for this viewer; 404 'Photo not found' otherwise, never a hint that it exists. */
export async function authorizePhoto(
  id: string,
  viewer: ReportViewer,
  token: string | undefined,
): Promise<AuthorizedPhoto> {
  assertPhotoIds([id]);
  // The same row for every viewer (from Next's cache, lib/cache/shared-reads.ts); access is decided per call.
  const photo = await sharedPhotoAccessRow(id);
  if (!photo) throw notFound(PHOTO_NOT_FOUND_DETAIL);
  const reports = photo.reports.map(({ report }) => report);
  const access = photoAccess({ kind: photo.kind, userId: photo.userId, reports }, viewer, token);
  if (access === "none") throw notFound(PHOTO_NOT_FOUND_DETAIL);
  return { blobId: photo.blobId, width: photo.width, height: photo.height, access };
}

/** The stored JPEG of an authorised photo; 404 if its bytes are gone. */
export async function photoBytes(photo: Pick<AuthorizedPhoto, "blobId">): Promise<Buffer> {
  const blob = await blobStore.get(photo.blobId);
  if (!blob) throw notFound(PHOTO_NOT_FOUND_DETAIL);
  return blob.data;
}
