// Generates the installed app's PNG icons (public/icons/ and app/apple-icon.png) from app/icon.svg,
// the favicon, as listed in lib/site/app-icons.ts. Run after changing the icon:
// npx tsx scripts/make-app-icons.ts
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { APP_ICONS, APPLE_ICON } from "../lib/site/app-icons";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The full-bleed variant: square corners, and the glyph drawn at 90% around the centre so its
 * strokes stay inside the safe circle (80% of the width) of a maskable icon.
 */
function fullBleed(svg: string): string {
  return svg
    .replace(/<rect([^>]*) rx="[^"]*"/, "<rect$1")
    .replace("<g ", '<g transform="translate(1.6 1.6) scale(0.9)" ');
}

async function write(file: string, size: number, svg: string): Promise<void> {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  // A density that draws the 32-unit view box at the target size or more, then an exact resize.
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(target);
  console.log(`${file} ${size}x${size}`);
}

const svg = await readFile(path.join(root, "app/icon.svg"), "utf8");
for (const icon of APP_ICONS)
  await write(path.join("public", icon.src), icon.size, icon.purpose === "maskable" ? fullBleed(svg) : svg);
await write(APPLE_ICON.file, APPLE_ICON.size, fullBleed(svg));
