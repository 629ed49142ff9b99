import { assessQuality, luminance, type PhotoQuality } from "@/lib/upload/quality";

/**
 * The quality measures of an uploaded photo, taken on its pixels at the stored
 * size (at most 2048 px long) before they are encoded as JPEG: the same pixels
 * the browser draws into its canvas, through the same functions
 * (lib/upload/quality.ts), so both sides agree on what they flag. Measuring the
 * stored JPEG instead would count its compression blocks as detail.
 */
export function measurePhotoQuality(
  pixels: Buffer,
  { width, height, channels }: { width: number; height: number; channels: number },
): PhotoQuality {
  if (channels !== 1 && channels !== 3 && channels !== 4) throw new Error(`Unexpected ${channels} channels`);
  return assessQuality({ width, height }, luminance(pixels, width, height, channels), width, height);
}
