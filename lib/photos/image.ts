import { createHash } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { opaqueText } from "@/lib/validation/text";
import type { ReportViewer } from "@/lib/reports/access";
import { byteCache } from "@/lib/storage/byte-cache";
import { authorizePhoto, photoBytes, type AuthorizedPhoto } from "./index";
import { answerAsResponse, matchesEtag, PHOTO_CACHE_CONTROL, type PhotoAnswer } from "./serialize";
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

/** Resized variants, by blob id and width (a deleted blob's go with it: forgetEverywhere). */
const variants = byteCache<Buffer>("photo-variants", {
  maxBytes: 48 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
  sizeOf: (jpeg) => jpeg.byteLength,
});

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
  // The stored JPEG is already re-encoded and stripped of metadata; smaller variants only shrink
  // it. The original itself is kept by the blob store's cache.
  if (!width || photo.width <= width) return photoBytes(photo);
  const key = variantKey(photo.blobId, width);
  const cached = variants.get(key);
  if (cached) return cached;
  const jpeg = await sharp(await photoBytes(photo))
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  variants.set(key, jpeg);
  return jpeg;
}

/** The JPEG answer for a viewer the photo was authorised for: 304 when a public photo's ETag still matches. */
export async function photoImageAnswer(
  photo: AuthorizedPhoto,
  width: PhotoImageWidth | undefined,
  ifNoneMatch: string | null,
): Promise<PhotoAnswer> {
  const headers: Record<string, string> = { "Cache-Control": PHOTO_IMAGE_CACHE_CONTROL[photo.access] };
  if (photo.access === "public") {
    headers.ETag = etagOf(variantKey(photo.blobId, width));
    if (matchesEtag(ifNoneMatch, headers.ETag)) return { status: 304, headers, body: null };
  }
  const jpeg = await variantJpeg(photo, width);
  return { status: 200, headers: { ...headers, "Content-Type": "image/jpeg" }, body: jpeg };
}

/** GET /api/photos/{id}/image through the route handler: 404 as the JSON route. */
export async function photoImageResponse(
  id: string,
  viewer: ReportViewer,
  options: { token?: string; width?: PhotoImageWidth; ifNoneMatch: string | null },
): Promise<Response> {
  const photo = await authorizePhoto(id, viewer, options.token);
  return answerAsResponse(await photoImageAnswer(photo, options.width, options.ifNoneMatch));
}
