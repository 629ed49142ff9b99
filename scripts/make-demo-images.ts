// Generates the four hero demo images in public/demo/ (shown when no hero image
// is configured or the hero images fail to load): abstract, warm gradients in a
// range of skin tones, no people and no photos. Run: npx tsx scripts/make-demo-images.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const WIDTH = 1200;
const HEIGHT = 900;

type Palette = { name: string; from: string; to: string; glow: string[] };

const palettes: Palette[] = [
  { name: "hero-1", from: "#f7e3d4", to: "#e9c2a6", glow: ["#fff4ea", "#f0b99a", "#cfe8e4"] },
  { name: "hero-2", from: "#e8c0a0", to: "#c98f69", glow: ["#f8dcc6", "#b77a55", "#d7ece8"] },
  { name: "hero-3", from: "#c99672", to: "#9a6647", glow: ["#e6b895", "#83543a", "#bfe0db"] },
  { name: "hero-4", from: "#8d5c40", to: "#5e3b28", glow: ["#b98260", "#4a2e1f", "#9fcfc8"] },
];

function svg({ from, to, glow }: Palette, seed: number): string {
  const blobs = glow
    .map((colour, i) => {
      const cx = [0.22, 0.78, 0.62][i]! * WIDTH + seed * 23;
      const cy = [0.3, 0.72, 0.18][i]! * HEIGHT - seed * 17;
      const r = [0.42, 0.38, 0.24][i]! * WIDTH;
      return `<radialGradient id="g${i}" cx="${cx}" cy="${cy}" r="${r}" gradientUnits="userSpaceOnUse">
          <stop offset="0" stop-color="${colour}" stop-opacity="0.85"/>
          <stop offset="1" stop-color="${colour}" stop-opacity="0"/>
        </radialGradient>
        <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g${i})"/>`;
    })
    .join("");
  const arcs = [0, 1, 2]
    .map((i) => {
      const y = HEIGHT * (0.45 + i * 0.14) + seed * 9;
      return `<path d="M -50 ${y} C ${WIDTH * 0.3} ${y - 120}, ${WIDTH * 0.6} ${y + 110}, ${WIDTH + 50} ${y - 40}"
        fill="none" stroke="#ffffff" stroke-opacity="${0.18 - i * 0.04}" stroke-width="${70 - i * 18}" stroke-linecap="round"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#base)"/>
    ${blobs}
    ${arcs}
  </svg>`;
}

const out = path.resolve("public/demo");
for (const [index, palette] of palettes.entries()) {
  const image = await sharp(Buffer.from(svg(palette, index)))
    .blur(18)
    .webp({ quality: 70, effort: 6 })
    .toBuffer();
  const file = path.join(out, `${palette.name}.webp`);
  await writeFile(file, image);
  console.log(`${file}: ${image.byteLength} bytes`);
}
