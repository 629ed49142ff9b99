import { describe, expect, it } from "vitest";
import { assessQuality, laplacianVariance, luminance, meanLuminance, sampleSize } from "@/lib/upload/quality";

// Generated pixel arrays: a sharp checkerboard, the same blurred flat, dark and bright fields.

const W = 64;
const H = 48;

function field(value: (x: number, y: number) => number): Uint8Array {
  const grey = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) grey[y * W + x] = value(x, y);
  return grey;
}

// A mid-grey textured photo: 4-pixel checks of 90 and 170 (mean 130).
const sharpChecks = field((x, y) => ((Math.floor(x / 4) + Math.floor(y / 4)) % 2 ? 170 : 90));
// A smooth gradient: no edges at all, what a blurred photo looks like.
const smooth = field((x) => 100 + Math.round(x / 2));
const big = { width: 1600, height: 1200 };

describe("photo quality measures", () => {
  it("a sharp, well-lit, large photo has no issue", () => {
    expect(assessQuality(big, sharpChecks, W, H).issues).toEqual([]);
  });

  it("a photo without edges is flagged as blurred", () => {
    const quality = assessQuality(big, smooth, W, H);
    expect(quality.laplacian_variance).toBeLessThan(5);
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

  it("measures luminance with Rec. 601 weights from RGB and RGBA pixels", () => {
    expect([...luminance([255, 0, 0, 0, 255, 0, 0, 0, 255], 3, 1, 3)]).toEqual([76, 150, 29]);
    expect([...luminance([255, 255, 255, 255, 0, 0, 0, 255], 2, 1, 4)]).toEqual([255, 0]);
    expect(meanLuminance([0, 100, 200])).toBe(100);
  });

  it("the Laplacian of a flat field is zero and of a single bright dot is large", () => {
    expect(laplacianVariance(new Uint8Array(9).fill(80), 3, 3)).toBe(0);
    const dot = new Uint8Array(25);
    dot[12] = 255;
    expect(laplacianVariance(dot, 5, 5)).toBeGreaterThan(1000);
  });

  it("downscales to a 512 px long side and never enlarges", () => {
    expect(sampleSize(4032, 3024)).toEqual({ width: 512, height: 384 });
    expect(sampleSize(300, 200)).toEqual({ width: 300, height: 200 });
  });
});
