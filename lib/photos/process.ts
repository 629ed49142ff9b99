import type { PhotoQuality } from "@/lib/upload/quality";
import sharp, { type Sharp } from "sharp";
import { measurePhotoQuality } from "./quality";
import { HttpError, unprocessable } from "@/lib/errors/http-error";
import { detectFileType } from "@/lib/storage/file-type";
import { heifDeclaredSizes } from "./heif-container";
import { type DecodedHeic, HeicDecodeError, type HeicDecoder, heicDecoder } from "./heic-decoder";

// Every uploaded photo becomes a clean JPEG: recognised by content, bounded in
// bytes and pixels before decoding, turned upright, stripped of all metadata.

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
// 50 MP covers every phone camera; beyond it decoding alone needs gigabytes.
export const MAX_PHOTO_PIXELS = 50_000_000;
// OpenAI's high-detail vision input scales images to fit 2048×2048 before tiling, so more pixels only cost bytes.
export const MAX_PHOTO_LONG_SIDE = 2048;
export const PHOTO_JPEG_QUALITY = 85;

export const UNSUPPORTED_PHOTO_DETAIL =
  "Unsupported file type. Please upload a JPEG, PNG, WebP or HEIC image.";
export const PHOTO_TOO_LARGE_DETAIL = "Each photo must be 15 MB or smaller.";
export const TOO_MANY_PIXELS_DETAIL =
  "This image is too large. Please upload an image of at most 50 megapixels.";
export const UNREADABLE_IMAGE_DETAIL = "This image could not be read. Please try a different file.";
export const PHOTO_TIMEOUT_DETAIL =
  "This photo took too long to process. Please try again in a minute, or upload it as a JPEG.";
export const PHOTOS_BUSY_DETAIL =
  "Too many photos are being processed right now. Please try again in a minute.";

export type ProcessedPhoto = {
  jpeg: Buffer;
  width: number;
  height: number;
  /** Report photos only: the quality measures stored with the photo. */
  quality?: PhotoQuality;
};

type Size = { width: number; height: number };

function assertPixelsWithinLimit(sizes: Size[]): void {
  if (sizes.length === 0) throw unprocessable(UNREADABLE_IMAGE_DETAIL, "photo_unreadable");
  if (sizes.some(({ width, height }) => width * height > MAX_PHOTO_PIXELS)) {
    throw unprocessable(TOO_MANY_PIXELS_DETAIL, "photo_too_large");
  }
}

/** Decoder failures are the file's fault: a clear 422, never a 500. */
export async function orUnreadable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unprocessable(UNREADABLE_IMAGE_DETAIL, "photo_unreadable");
  }
}

/**
 * Decodes a HEIC in a worker thread (lib/photos/heic-decoder.ts), so the event loop keeps serving. The
 * file's faults are a 422; a decode that times out or finds too many files waiting is the server's load,
 * a 503 to retry. A decoder that cannot start at all is a server error (500, logged).
 */
export async function decodeHeicOffThread(
  bytes: Buffer,
  decoder: HeicDecoder = heicDecoder(),
): Promise<DecodedHeic> {
  try {
    return await decoder.decode(bytes);
  } catch (error) {
    if (!(error instanceof HeicDecodeError)) throw error;
    if (error.reason === "unreadable") throw unprocessable(UNREADABLE_IMAGE_DETAIL, "photo_unreadable");
    const detail = error.reason === "timeout" ? PHOTO_TIMEOUT_DETAIL : PHOTOS_BUSY_DETAIL;
    throw new HttpError(503, detail, { "Retry-After": "60" });
  }
}

async function heicPipeline(bytes: Buffer): Promise<Sharp> {
  assertPixelsWithinLimit(heifDeclaredSizes(bytes));
  const { width, height, data } = await decodeHeicOffThread(bytes);
  assertPixelsWithinLimit([{ width, height }]);
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_PHOTO_PIXELS });
}

/** An upright pipeline over a JPEG, PNG or WebP whose header is within the pixel limit. */
export async function openImage(bytes: Buffer): Promise<Sharp> {
  // metadata() reads the header only: no limit needed to learn the size, nothing decoded yet.
  const header = await orUnreadable(sharp(bytes, { limitInputPixels: false }).metadata());
  assertPixelsWithinLimit([{ width: header.width, height: header.height }]);
  return sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, autoOrient: true });
}

async function encodeJpeg(pipeline: Sharp, options: ProcessOptions): Promise<ProcessedPhoto> {
  // The pixels first, then the JPEG from them: the quality check measures these pixels, not the
  // JPEG's compression blocks. sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked to.
  const { data, info } = await orUnreadable(
    pipeline
      .resize({
        width: MAX_PHOTO_LONG_SIDE,
        height: MAX_PHOTO_LONG_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const jpeg = await orUnreadable(
    sharp(data, { raw }).jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: false }).toBuffer(),
  );
  return {
    jpeg,
    width: info.width,
    height: info.height,
    ...(options.measureQuality ? { quality: measurePhotoQuality(data, raw) } : {}),
  };
}

export type ProcessOptions = {
  /** Report photos: measure the quality issues the wizard shows (lib/upload/quality.ts) and keep them. */
  measureQuality?: boolean;
};

/** Checks and re-encodes one uploaded photo; throws HttpError 413/422 with a clear detail. */
export async function processPhoto(bytes: Buffer, options: ProcessOptions = {}): Promise<ProcessedPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    throw new HttpError(413, PHOTO_TOO_LARGE_DETAIL, {}, "photo_too_large");
  const type = detectFileType(bytes);
  if (type === "heic") return encodeJpeg(await heicPipeline(bytes), options);
  if (type === "jpeg" || type === "png" || type === "webp")
    return encodeJpeg(await openImage(bytes), options);
  throw unprocessable(UNSUPPORTED_PHOTO_DETAIL, "photo_unsupported");
}
