// Decodes HEIC files off the main thread, one at a time, for lib/photos/heic-decoder.ts.
//
// Plain JavaScript on purpose: it is never bundled. The app starts it from the project folder at run time
// (Vitest from the source tree, `next start` from its working directory), and it loads heic-decode
// (libheif in WebAssembly) from node_modules.
//
// Messages in: a Uint8Array holding one HEIC file. Messages out: `{ ready: true }` once libheif is loaded,
// then per file `{ ok: true, width, height, data }` (RGBA, its buffer transferred, not copied) or
// `{ ok: false, message }`.
import { parentPort } from "node:worker_threads";
import decodeHeic from "heic-decode";

if (!parentPort) throw new Error("heic-worker.mjs must run in a worker thread");
const port = parentPort;

port.on("message", async (bytes) => {
  try {
    const { width, height, data } = await decodeHeic({ buffer: bytes });
    port.postMessage({ ok: true, width, height, data }, [data.buffer]);
  } catch (error) {
    port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});

port.postMessage({ ready: true });
