// Decodes one HEIC file per task in a piscina worker thread, for lib/photos/heic-decoder.ts.
//
// Plain JavaScript on purpose: it is never bundled. The app starts it from the project folder at run time
// (Vitest from the source tree, `next start` from its working directory), and it loads heic-decode
// (libheif in WebAssembly) from node_modules when the thread starts, before it takes a file.
//
// A task is `{ bytes }`, one HEIC file; the answer is `{ width, height, data }` (RGBA, its buffer
// transferred, not copied).
import decodeHeic from "heic-decode";
import { move, transferableSymbol, valueSymbol } from "piscina";

export default async function decode({ bytes }) {
  let decoded;
  try {
    decoded = await decodeHeic({ buffer: bytes });
  } catch {
    // libheif may have leaked or be left in a bad state: the thread ends, which fails this file, and
    // the next file gets a fresh one. Ending here, not in the pool, means no other file can reach it.
    process.exit(1);
  }
  const { width, height, data } = decoded;
  return move({ [transferableSymbol]: data.buffer, [valueSymbol]: { width, height, data } });
}
