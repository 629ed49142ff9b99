// Photo quality measures, shared by the browser (canvas, before anything is
// uploaded) and the server (sharp, stored with the photo). Pure functions on a
// greyscale pixel array, so both sides agree: each draws the photo at most
// 2048 px long (the size the server stores), and everything after that is here.
//
// Blur: skin has little fine texture (nothing like a document's edges), so a
// raw count of high frequencies calls most sharp skin photos blurred. The
// measure is normalised three ways: for size (taken on a copy 768 px long, so
// a given blur relative to the photo reads the same at 640 px and at 4032 px),
// for contrast (detail relative to brightness) and for direction (the direction
// with the least detail, so a shake along one direction counts). The threshold
// is calibrated on generated skin photos: docs/upload-wizard.md "Photo quality".

/** The browser draws a photo at most this long before measuring it: the size the server stores it at. */
export const QUALITY_DRAW_LONG_SIDE = 2048;
/** The long side of the working copy (an area average of the drawn copy) the measures are taken on. */
export const QUALITY_SAMPLE_LONG_SIDE = 768;
/** Below this short side (of the original photo) details of the skin are lost. */
export const MIN_SHORT_SIDE = 600;
/** Mean luminance (0-255) below which a photo is too dark. */
export const DARK_MEAN_LUMINANCE = 50;
/** Mean luminance (0-255) above which a photo is overexposed. */
export const BRIGHT_MEAN_LUMINANCE = 220;
/** Sharpness (see `sharpness`) below which a photo is blurred; calibrated, see docs/upload-wizard.md. */
export const BLUR_SHARPNESS = 0.16;
/** Added to the mean luminance when detail is taken relative to it: in a dark photo noise is most of the detail. */
export const SHARPNESS_LUMINANCE_FLOOR = 30;

/** What the user reads for each is the message `upload.quality.issues.<issue>`. */
export type QualityIssue = "too_small" | "too_dark" | "overexposed" | "blurred";

export type PhotoQuality = {
  /** The photo's size in pixels. */
  width: number;
  height: number;
  /** Mean luminance, 0-255, of the working copy. */
  mean_luminance: number;
  /** Fine detail in the direction with the least of it, in percent of the brightness (see `sharpness`). */
  sharpness: number;
  issues: QualityIssue[];
};

/** Rec. 601 luma of interleaved pixels: grey (1), RGB (3) or RGBA (4) channels, one byte each. */
export function luminance(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 1 | 3 | 4,
): Uint8Array {
  const out = new Uint8Array(width * height);
  if (channels === 1) {
    for (let i = 0; i < out.length; i++) out[i] = pixels[i]!;
    return out;
  }
  for (let i = 0, p = 0; i < out.length; i++, p += channels) {
    // Rounded (the sum is never negative).
    out[i] = (0.299 * pixels[p]! + 0.587 * pixels[p + 1]! + 0.114 * pixels[p + 2]! + 0.5) | 0;
  }
  return out;
}

export function meanLuminance(grey: ArrayLike<number>): number {
  if (grey.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < grey.length; i++) sum += grey[i]!;
  return sum / grey.length;
}

/** The size with the long side at most `longSide`, never enlarged, rounded as sharp's `fit: "inside"` rounds. */
export function fitInside(
  width: number,
  height: number,
  longSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The size the browser draws a photo at: what the server stores, at most 2048 px long. */
export function drawSize(width: number, height: number): { width: number; height: number } {
  return fitInside(width, height, QUALITY_DRAW_LONG_SIDE);
}

/** The size of the working copy: long side at most QUALITY_SAMPLE_LONG_SIDE, never enlarged. */
export function sampleSize(width: number, height: number): { width: number; height: number } {
  return fitInside(width, height, QUALITY_SAMPLE_LONG_SIDE);
}

/** For each output pixel of one axis, the first input pixel it covers and the weight of each one covered. */
function areaWeights(inSize: number, outSize: number): { first: Int32Array; weights: Float32Array[] } {
  const step = inSize / outSize;
  const first = new Int32Array(outSize);
  const weights: Float32Array[] = [];
  for (let o = 0; o < outSize; o++) {
    const start = o * step;
    const end = Math.min(inSize, (o + 1) * step);
    const from = Math.floor(start);
    const to = Math.ceil(end);
    const w = new Float32Array(to - from);
    for (let i = from; i < to; i++) w[i - from] = (Math.min(end, i + 1) - Math.max(start, i)) / step;
    first[o] = from;
    weights.push(w);
  }
  return { first, weights };
}

/** Shrinks a grey image by averaging the area each output pixel covers (exact for any ratio). */
export function areaDownscale(
  grey: ArrayLike<number>,
  width: number,
  height: number,
  outWidth: number,
  outHeight: number,
): Float32Array {
  const columns = areaWeights(width, outWidth);
  const rows = areaWeights(height, outHeight);
  const across = new Float32Array(outWidth * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let o = 0; o < outWidth; o++) {
      const from = row + columns.first[o]!;
      const w = columns.weights[o]!;
      let sum = 0;
      for (let k = 0; k < w.length; k++) sum += w[k]! * grey[from + k]!;
      across[y * outWidth + o] = sum;
    }
  }
  const out = new Float32Array(outWidth * outHeight);
  for (let o = 0; o < outHeight; o++) {
    const from = rows.first[o]!;
    const w = rows.weights[o]!;
    const target = o * outWidth;
    for (let k = 0; k < w.length; k++) {
      const source = (from + k) * outWidth;
      const weight = w[k]!;
      for (let x = 0; x < outWidth; x++) out[target + x]! += weight * across[source + x]!;
    }
  }
  return out;
}

// Sampled Gaussian (sigma 1 px, radius 4) and its first and second derivatives: the
// scale of the detail measured, 0.13 % of the photo's long side on the working copy.
const RADIUS = 4;
const GAUSS = (() => {
  const g = Array.from({ length: 2 * RADIUS + 1 }, (_, i) => Math.exp(-((i - RADIUS) ** 2) / 2));
  const total = g.reduce((a, b) => a + b, 0);
  return g.map((v) => v / total);
})();
const GAUSS_D1 = GAUSS.map((v, i) => (i - RADIUS) * v);
const GAUSS_D2 = (() => {
  const d2 = GAUSS.map((v, i) => ((i - RADIUS) ** 2 - 1) * v);
  // Exactly zero on a flat image.
  const mean = d2.reduce((a, b) => a + b, 0) / d2.length;
  return d2.map((v) => v - mean);
})();

/**
 * Fine detail in the direction that has least of it, as a percentage of the brightness.
 * The second derivative at angle t is cos²t·gxx + 2·sin t·cos t·gxy + sin²t·gyy (Gaussian
 * derivatives at 1 px); its mean square over the image is a quadratic form in those three,
 * so six sums give every direction. The square root of the smallest, over the mean
 * luminance plus a floor, times 100. A defocused photo is low in every direction; a shaken
 * one along the shake.
 */
export function sharpness(pixels: ArrayLike<number>, width: number, height: number): number {
  if (width <= 2 * RADIUS || height <= 2 * RADIUS) return 0;
  // One array type in the loops below keeps them fast.
  const grey = pixels instanceof Float32Array ? pixels : Float32Array.from(pixels);
  const taps = 2 * RADIUS + 1;
  // Rows filtered three ways, for every row but only the columns whose window fits.
  const innerWidth = width - 2 * RADIUS;
  const smooth = new Float32Array(innerWidth * height);
  const first = new Float32Array(innerWidth * height);
  const second = new Float32Array(innerWidth * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < innerWidth; x++) {
      const from = y * width + x;
      let s = 0;
      let d1 = 0;
      let d2 = 0;
      for (let k = 0; k < taps; k++) {
        const v = grey[from + k]!;
        s += GAUSS[k]! * v;
        d1 += GAUSS_D1[k]! * v;
        d2 += GAUSS_D2[k]! * v;
      }
      const i = y * innerWidth + x;
      smooth[i] = s;
      first[i] = d1;
      second[i] = d2;
    }
  }
  // Then the columns: gxx = d²/dx² (smoothed down), gyy = d²/dy², gxy = d/dx d/dy.
  let xx = 0;
  let yy = 0;
  let xy = 0;
  let xxyy = 0;
  let xxxy = 0;
  let yyxy = 0;
  let count = 0;
  for (let y = RADIUS; y < height - RADIUS; y++) {
    for (let x = 0; x < innerWidth; x++) {
      let gxx = 0;
      let gyy = 0;
      let gxy = 0;
      for (let k = 0; k < taps; k++) {
        const i = (y - RADIUS + k) * innerWidth + x;
        gxx += GAUSS[k]! * second[i]!;
        gyy += GAUSS_D2[k]! * smooth[i]!;
        gxy += GAUSS_D1[k]! * first[i]!;
      }
      xx += gxx * gxx;
      yy += gyy * gyy;
      xy += gxy * gxy;
      xxyy += gxx * gyy;
      xxxy += gxx * gxy;
      yyxy += gyy * gxy;
      count++;
    }
  }
  let least = Infinity;
  for (let degrees = 0; degrees < 180; degrees++) {
    const t = (degrees * Math.PI) / 180;
    const a = Math.cos(t) ** 2;
    const d = Math.sin(t) ** 2;
    const b = 2 * Math.sin(t) * Math.cos(t);
    const energy =
      a * a * xx + d * d * yy + b * b * xy + 2 * a * d * xxyy + 2 * a * b * xxxy + 2 * d * b * yyxy;
    least = Math.min(least, energy / count);
  }
  return (100 * Math.sqrt(Math.max(0, least))) / (meanLuminance(grey) + SHARPNESS_LUMINANCE_FLOOR);
}

/**
 * The measures and issues of one photo: `original` is its full size, `grey` the
 * luminance of a copy of it (`copyWidth` x `copyHeight`; the browser's and the
 * server's is at most 2048 px long), shrunk here to the working copy.
 */
export function assessQuality(
  original: { width: number; height: number },
  grey: ArrayLike<number>,
  copyWidth: number,
  copyHeight: number,
): PhotoQuality {
  const sample = sampleSize(copyWidth, copyHeight);
  const working =
    sample.width < copyWidth || sample.height < copyHeight
      ? areaDownscale(grey, copyWidth, copyHeight, sample.width, sample.height)
      : grey;
  const mean = meanLuminance(working);
  const detail = sharpness(working, sample.width, sample.height);
  const issues: QualityIssue[] = [];
  if (Math.min(original.width, original.height) < MIN_SHORT_SIDE) issues.push("too_small");
  if (mean < DARK_MEAN_LUMINANCE) issues.push("too_dark");
  else if (mean > BRIGHT_MEAN_LUMINANCE) issues.push("overexposed");
  if (detail < BLUR_SHARPNESS) issues.push("blurred");
  return {
    width: original.width,
    height: original.height,
    mean_luminance: Math.round(mean * 10) / 10,
    sharpness: Math.round(detail * 1000) / 1000,
    issues,
  };
}
