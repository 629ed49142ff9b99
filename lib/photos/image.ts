import { createHash } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { opaqueText } from "@/lib/validation/text";
import type { ReportViewer } from "@/lib/reports/access";
import { authorizePhoto, photoBytes } from "./index";
import { PHOTO_CACHE_CONTROL } from "./serialize";
import { PHOTO_IMAGE_WIDTHS, type PhotoImageWidth } from "./urls";

// GET /api/photos/{id}/image: the photo as JPEG bytes for <img>, with the
// access rules and the cache policy of GET /api/photos/{id}.

export const PHOTO_IMAGE_CACHE_CONTROL = PHOTO_CACHE_CONTROL;

export const PhotoImageQuery = z.object({
  token: opaqueText(200).optional(),
  w: z
    .enum(PHOTO_IMAGE_WIDTHS.map(String) as [string, ...string[]], {
      error: `must be one of ${PHOTO_IMAGE_WIDTHS.join(", ")}`,
    })
    .transform((w) => Number(w) as PhotoImageWidth)
    .optional(),
});

/** Resized variants kept in memory, least recently used first out, at most this many bytes. */
const VARIANT_CACHE_BYTES = 48 * 1024 * 1024;
const variants = new Map<string, Buffer>();
let variantBytes = 0;

function remember(key: string, jpeg: Buffer): void {
  variants.set(key, jpeg);
  variantBytes += jpeg.byteLength;
  for (const [oldest, bytes] of variants) {
    if (variantBytes <= VARIANT_CACHE_BYTES) break;
    variants.delete(oldest);
    variantBytes -= bytes.byteLength;
  }
}

function recall(key: string): Buffer | undefined {
  const jpeg = variants.get(key);
  if (jpeg) {
    // Move to the end: most recently used.
    variants.delete(key);
    variants.set(key, jpeg);
  }
  return jpeg;
}

/** A stored photo's bytes never change under its blob id, so the blob and the width name the variant. */
function variantKey(blobId: string, width: PhotoImageWidth | undefined): string {
  return `${blobId}:${width ?? "full"}`;
}

/** An opaque strong validator: the same bytes for the same blob and width, and no internal id shown. */
function etagOf(key: string): string {
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
}

/** The stored JPEG or its `width` variant, from memory when it was made before. */
export async function variantJpeg(
  photo: { blobId: string; width: number },
  width: PhotoImageWidth | undefined,
): Promise<Buffer> {
  const key = variantKey(photo.blobId, width);
  const cached = recall(key);
  if (cached) return cached;
  const original = await photoBytes(photo);
  // The stored JPEG is already re-encoded and stripped of metadata; smaller variants only shrink it.
  const jpeg =
    !width || photo.width <= width
      ? original
      : await sharp(original)
          .resize({ width, withoutEnlargement: true })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer();
  remember(key, jpeg);
  return jpeg;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** The JPEG answer for this viewer: 304 when a public photo's ETag still matches; 404 as the JSON route. */
export async function photoImageResponse(
  id: string,
  viewer: ReportViewer,
  options: { token?: string; width?: PhotoImageWidth; ifNoneMatch: string | null },
): Promise<Response> {
  const photo = await authorizePhoto(id, viewer, options.token);
  const headers = new Headers({ "Cache-Control": PHOTO_IMAGE_CACHE_CONTROL[photo.access] });
  if (photo.access === "public") {
    const etag = etagOf(variantKey(photo.blobId, options.width));
    headers.set("ETag", etag);
    if (matches(options.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  }
  const jpeg = await variantJpeg(photo, options.width);
  headers.set("Content-Type", "image/jpeg");
  headers.set("Content-Length", String(jpeg.byteLength));
  return new Response(new Uint8Array(jpeg), { status: 200, headers });
}
