import sharp from "sharp";
import { assessQuality, luminance, sampleSize, type PhotoQuality } from "@/lib/upload/quality";

/**
 * The quality measures of a stored photo, taken as the browser takes them: on a
 * copy downscaled to a 512 px long side, luminance with the same weights, the
 * same Laplacian (lib/upload/quality.ts), so both sides agree on what they flag.
 */
export async function measurePhotoQuality(
  jpeg: Buffer,
  width: number,
  height: number,
): Promise<PhotoQuality> {
  const sample = sampleSize(width, height);
  const { data, info } = await sharp(jpeg)
    .resize({ width: sample.width, height: sample.height, fit: "fill" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = luminance(data, info.width, info.height, info.channels === 4 ? 4 : 3);
  return assessQuality({ width, height }, grey, info.width, info.height);
}
