import { assessQuality, luminance, sampleSize, type PhotoQuality } from "./quality";

/**
 * Measures a picked photo in the browser, on a copy drawn into a canvas at
 * most 512 px long. Answers null when the browser cannot decode the file
 * (HEIC outside Safari): the server measures it at upload instead.
 */
export async function checkPhotoQuality(file: Blob): Promise<PhotoQuality | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const sample = sampleSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = sample.width;
    canvas.height = sample.height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, sample.width, sample.height);
    const { data } = context.getImageData(0, 0, sample.width, sample.height);
    const grey = luminance(data, sample.width, sample.height, 4);
    return assessQuality({ width: bitmap.width, height: bitmap.height }, grey, sample.width, sample.height);
  } finally {
    bitmap.close();
  }
}
