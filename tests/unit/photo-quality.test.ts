import { describe, expect, it } from "vitest";
import { MAX_PHOTO_LONG_SIDE } from "@/lib/photos/process";
import {
  areaDownscale,
  assessQuality,
  BLUR_SHARPNESS,
  drawSize,
  luminance,
  meanLuminance,
  QUALITY_DRAW_LONG_SIDE,
  sampleSize,
  sharpness,
} from "@/lib/upload/quality";
import { motionBlur, prng } from "../fixtures/photo-quality/skin-set";

// Generated pixel arrays: a sharp checkerboard, flat, dark and bright fields, seeded noise.
// How well the blur threshold separates real-looking skin photos is the calibration test's
// (photo-quality-calibration.test.ts).

const W = 64;
const H = 48;

function field(value: (x: number, y: number) => number, width = W, height = H): Uint8Array {
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) grey[y * width + x] = value(x, y);
  return grey;
}

// A mid-grey textured photo: 4-pixel checks of 90 and 170 (mean 130).
const sharpChecks = field((x, y) => ((Math.floor(x / 4) + Math.floor(y / 4)) % 2 ? 170 : 90));
// A smooth gradient: no edges at all, what a blurred photo looks like.
const smooth = field((x) => 100 + Math.round(x / 2));
const big = { width: 1600, height: 1200 };

/** Seeded grain around 140 (standard deviation about 12), 200 x 150. */
function grain(): Uint8Array {
  const random = prng(42);
  return field(() => 140 + Math.round((random() + random() + random() - 1.5) * 24), 200, 150);
}

describe("photo quality measures", () => {
  it("a sharp, well-lit, large photo has no issue", () => {
    expect(assessQuality(big, sharpChecks, W, H).issues).toEqual([]);
  });

  it("a photo without edges is flagged as blurred", () => {
    const quality = assessQuality(big, smooth, W, H);
    expect(quality.sharpness).toBeLessThan(0.01);
    expect(quality.issues).toEqual(["blurred"]);
  });

  it("a dark photo is flagged as too dark, a bright one as overexposed", () => {
    const dark = sharpChecks.map((v) => Math.round(v / 6));
    const bright = sharpChecks.map((v) => 230 + Math.round((v - 90) / 8));
    expect(assessQuality(big, dark, W, H).issues).toContain("too_dark");
    expect(assessQuality(big, bright, W, H).issues).toEqual(["overexposed"]);
  });

  it("a photo under 600 px on its short side is flagged as too small", () => {
    expect(assessQuality({ width: 800, height: 599 }, sharpChecks, W, H).issues).toEqual(["too_small"]);
    expect(assessQuality({ width: 800, height: 600 }, sharpChecks, W, H).issues).toEqual([]);
  });

  it("measures luminance with Rec. 601 weights from grey, RGB and RGBA pixels", () => {
    expect([...luminance([255, 0, 0, 0, 255, 0, 0, 0, 255], 3, 1, 3)]).toEqual([76, 150, 29]);
    expect([...luminance([255, 255, 255, 255, 0, 0, 0, 255], 2, 1, 4)]).toEqual([255, 0]);
    expect([...luminance([7, 200], 2, 1, 1)]).toEqual([7, 200]);
    expect(meanLuminance([0, 100, 200])).toBe(100);
  });

  it("sharpness is zero on a flat field and relative to brightness on fine grain", () => {
    expect(sharpness(new Uint8Array(400).fill(80), 20, 20)).toBeLessThan(1e-9);
    const texture = grain();
    const detail = sharpness(texture, 200, 150);
    expect(detail).toBeGreaterThan(BLUR_SHARPNESS * 10);
    // The same grain at half the contrast has about half the detail.
    const flatter = texture.map((v) => 140 + Math.round((v - 140) / 2));
    expect(sharpness(flatter, 200, 150) / detail).toBeCloseTo(0.5, 1);
  });

  it("a 9 px shake in any direction cuts the sharpness to under a quarter, though across it the grain is intact", () => {
    const texture = grain();
    const rgb = Buffer.alloc(texture.length * 3);
    for (let i = 0; i < texture.length; i++) rgb.fill(texture[i]!, i * 3, i * 3 + 3);
    const before = sharpness(texture, 200, 150);
    for (const angle of [0, 30, 90, 135]) {
      const shaken = luminance(motionBlur(rgb, 200, 150, 9, angle), 200, 150, 3);
      expect(sharpness(shaken, 200, 150)).toBeLessThan(before / 4);
    }
  });

  it("shrinks by averaging the area each pixel covers", () => {
    // 2 x 2 blocks average exactly; a 3:2 ratio keeps the mean.
    expect([...areaDownscale([0, 4, 8, 12, 2, 6, 10, 14], 4, 2, 2, 1)]).toEqual([3, 11]);
    const grey = field((x, y) => (x * 7 + y * 13) % 256, 96, 72);
    const shrunk = areaDownscale(grey, 96, 72, 64, 48);
    expect(meanLuminance(shrunk)).toBeCloseTo(meanLuminance(grey), 3);
  });

  it("draws at the stored size, measures at 768 px long and never enlarges", () => {
    expect(QUALITY_DRAW_LONG_SIDE).toBe(MAX_PHOTO_LONG_SIDE);
    expect(drawSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(drawSize(4000, 2252)).toEqual({ width: 2048, height: 1153 });
    expect(sampleSize(2048, 1536)).toEqual({ width: 768, height: 576 });
    expect(sampleSize(300, 200)).toEqual({ width: 300, height: 200 });
    expect(drawSize(300, 200)).toEqual({ width: 300, height: 200 });
  });
});
