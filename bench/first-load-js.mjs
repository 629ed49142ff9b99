// The first-load JavaScript of a page: the gzip size (level 9) of every `/_next/static` script its
// HTML loads, read from the build in `.next/static`. Legacy polyfills (noModule) are left out: the
// browsers that run modules never load them. Used by `npm run lighthouse` (docs/performance.md) and
// by the system test that holds the budget (tests/system/first-load-js.test.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The budget every public page stays within, in KB gzip (docs/ui.md, "First-load JavaScript"). */
export const FIRST_LOAD_BUDGET_KB = 150;

const chunkSizes = new Map();
function gzipBytes(file) {
  if (!chunkSizes.has(file)) chunkSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return chunkSizes.get(file);
}

/**
 * Fetches `pathname` from the app at `base` (built in `root`) and sums its scripts.
 * @returns {Promise<{ status: number, kb: number, files: number }>}
 */
export async function firstLoadJs(base, pathname, root) {
  const response = await fetch(`${base}${pathname}`);
  const html = await response.text();
  const sources = new Set();
  for (const match of html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)) {
    if (/\snomodule/i.test(`${match[1]} ${match[3]}`)) continue;
    sources.add(match[2]);
  }
  let bytes = 0;
  let files = 0;
  for (const src of sources) {
    const url = new URL(src, base);
    if (!url.pathname.startsWith("/_next/static/")) continue;
    const file = path.join(
      root,
      ".next",
      "static",
      decodeURIComponent(url.pathname.slice("/_next/static/".length)),
    );
    if (!existsSync(file)) continue;
    bytes += gzipBytes(file);
    files += 1;
  }
  return { status: response.status, kb: bytes / 1024, files };
}
