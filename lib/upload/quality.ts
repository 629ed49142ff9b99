// Photo quality measures, shared by the browser (canvas on a downscaled copy,
// before anything is uploaded) and the server (sharp, stored with the photo).
// Pure functions on a greyscale pixel array, so both sides agree exactly.

/** The long side of the downscaled copy the measures are taken on. */
export const QUALITY_SAMPLE_LONG_SIDE = 512;
/** Below this short side (of the original photo) details of the skin are lost. */
export const MIN_SHORT_SIDE = 600;
/** Mean luminance (0-255) below which a photo is too dark. */
export const DARK_MEAN_LUMINANCE = 50;
/** Mean luminance (0-255) above which a photo is overexposed. */
export const BRIGHT_MEAN_LUMINANCE = 220;
/** Variance of the Laplacian (on the downscaled copy) below which a photo is blurred. */
export const BLUR_LAPLACIAN_VARIANCE = 40;

export type QualityIssue = "too_small" | "too_dark" | "overexposed" | "blurred";

export type PhotoQuality = {
  /** The original photo's size in pixels. */
  width: number;
  height: number;
  /** Mean luminance, 0-255, of the downscaled copy. */
  mean_luminance: number;
  /** Variance of the 4-neighbour Laplacian of the downscaled copy. */
  laplacian_variance: number;
  issues: QualityIssue[];
};

/** What the user reads for each issue. */
export const QUALITY_ISSUE_TEXT: Record<QualityIssue, string> = {
  too_small:
    "The photo is small: details of the skin may be lost. Use a photo at least 600 pixels on its short side.",
  too_dark: "The photo is too dark. Take it again in daylight or with more light.",
  overexposed: "The photo is overexposed. Avoid direct flash or strong light on the skin.",
  blurred: "The photo looks blurred. Hold the camera still and let it focus.",
};

/** Rec. 601 luma of interleaved RGB or RGBA pixels (channels 3 or 4), one byte per pixel. */
export function luminance(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 3 | 4,
): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += channels) {
    out[i] = Math.round(0.299 * pixels[p]! + 0.587 * pixels[p + 1]! + 0.114 * pixels[p + 2]!);
  }
  return out;
}

export function meanLuminance(grey: ArrayLike<number>): number {
  if (grey.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < grey.length; i++) sum += grey[i]!;
  return sum / grey.length;
}

/** Variance of the Laplacian (kernel 0 1 0 / 1 -4 1 / 0 1 0) over the interior pixels: low means blurred. */
export function laplacianVariance(grey: ArrayLike<number>, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSquares = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = grey[i - 1]! + grey[i + 1]! + grey[i - width]! + grey[i + width]! - 4 * grey[i]!;
      sum += value;
      sumSquares += value * value;
      n++;
    }
  }
  const mean = sum / n;
  return sumSquares / n - mean * mean;
}

/** The size of the downscaled copy: long side at most QUALITY_SAMPLE_LONG_SIDE, never enlarged. */
export function sampleSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, QUALITY_SAMPLE_LONG_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The measures and issues of one photo: `original` is its full size, `grey` the
 * luminance of its downscaled copy (`sampleWidth` x `sampleHeight`).
 */
export function assessQuality(
  original: { width: number; height: number },
  grey: ArrayLike<number>,
  sampleWidth: number,
  sampleHeight: number,
): PhotoQuality {
  const mean = meanLuminance(grey);
  const variance = laplacianVariance(grey, sampleWidth, sampleHeight);
  const issues: QualityIssue[] = [];
  if (Math.min(original.width, original.height) < MIN_SHORT_SIDE) issues.push("too_small");
  if (mean < DARK_MEAN_LUMINANCE) issues.push("too_dark");
  else if (mean > BRIGHT_MEAN_LUMINANCE) issues.push("overexposed");
  if (variance < BLUR_LAPLACIAN_VARIANCE) issues.push("blurred");
  return {
    width: original.width,
    height: original.height,
    mean_luminance: Math.round(mean * 10) / 10,
    laplacian_variance: Math.round(variance * 10) / 10,
    issues,
  };
}
