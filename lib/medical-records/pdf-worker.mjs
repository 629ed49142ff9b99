// Extracts the text of one PDF off the main thread, for lib/medical-records/pdf-text.ts.
//
// Plain JavaScript on purpose, like lib/photos/heic-worker.mjs: it is never bundled. The app starts it
// from the project folder at run time (Vitest from the source tree, `next start` from its working
// directory), and it loads unpdf (pdf.js) from node_modules.
//
// One worker per PDF. workerData: { maxPages, maxRawChars, maxAllocatedBytes }. Message in: a Uint8Array
// holding the file. Message out: `{ ok: true, text }` (raw page texts joined, not yet tidied),
// `{ ok: false, reason: "unreadable" }` or `{ ok: false, reason: "too_large" }`.
//
// What bounds the work:
// - the JavaScript heap: the resourceLimits the parent gives the worker;
// - the time: the parent terminates the worker;
// - the text: read as a stream, page by page, until maxRawChars are in, and cut there;
// - decoded bytes: pdf.js keeps decompressed streams in typed arrays, which live outside the heap
//   and so outside resourceLimits. A 0.4 MB PDF holding 400 MB of compressed zeros grew the process by
//   1.2 GB. Every ArrayBuffer and typed array this worker creates with a size is counted here, and
//   once maxAllocatedBytes have been allocated (in total, freed or not) the next allocation throws.
//   pdf.js may catch that error and go on with what it has, so the result is "too_large" regardless.
import { parentPort, workerData } from "node:worker_threads";

if (!parentPort) throw new Error("pdf-worker.mjs must run in a worker thread");
const port = parentPort;
const { maxPages, maxRawChars, maxAllocatedBytes } = workerData;

const OriginalArrayBuffer = ArrayBuffer;
const OriginalSharedArrayBuffer = globalThis.SharedArrayBuffer;
let allocated = 0;
let overBudget = false;

function count(bytes) {
  allocated += bytes;
  if (allocated > maxAllocatedBytes) {
    overBudget = true;
    throw new RangeError("the PDF needs more memory than allowed");
  }
}

/** Bytes a typed array constructor allocates: a length, or a copy of an array; a view of a buffer none. */
function bytesOf(first, bytesPerElement) {
  if (typeof first === "number") return first * bytesPerElement;
  if (first instanceof OriginalArrayBuffer) return 0;
  if (OriginalSharedArrayBuffer && first instanceof OriginalSharedArrayBuffer) return 0;
  if (first && typeof first.length === "number") return first.length * bytesPerElement;
  return 0;
}

const withBudget = (Constructor, bytes) =>
  new Proxy(Constructor, {
    construct(target, args, newTarget) {
      count(bytes(args));
      return Reflect.construct(target, args, newTarget);
    },
  });

for (const name of [
  "Int8Array",
  "Uint8Array",
  "Uint8ClampedArray",
  "Int16Array",
  "Uint16Array",
  "Int32Array",
  "Uint32Array",
  "Float32Array",
  "Float64Array",
  "BigInt64Array",
  "BigUint64Array",
]) {
  const original = globalThis[name];
  globalThis[name] = withBudget(original, (args) => bytesOf(args[0], original.BYTES_PER_ELEMENT));
}
globalThis.ArrayBuffer = withBudget(OriginalArrayBuffer, (args) =>
  typeof args[0] === "number" ? args[0] : 0,
);

// pdf.js inflates streams with the platform's DecompressionStream when it can, natively and in full
// before it allocates anything itself. Its output is counted as it comes, chunk by chunk; over the
// budget the stream fails, pdf.js falls back to its own decoder, and that one allocates through the
// counted constructors above.
const OriginalDecompressionStream = globalThis.DecompressionStream;
if (OriginalDecompressionStream) {
  globalThis.DecompressionStream = class BudgetedDecompressionStream {
    constructor(format) {
      const inner = new OriginalDecompressionStream(format);
      this.writable = inner.writable;
      this.readable = inner.readable.pipeThrough(
        new TransformStream({
          transform(chunk, controller) {
            count(chunk.byteLength);
            controller.enqueue(chunk);
          },
        }),
      );
    }
  };
}

// Loaded after the constructors are replaced, so pdf.js allocates through them.
const { getDocumentProxy } = await import("unpdf");

async function pageText(page, budget) {
  const reader = page.streamTextContent().getReader();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const item of value.items) text += (item.str ?? "") + (item.hasEOL ? "\n" : "");
      if (text.length >= budget) break;
    }
  } finally {
    // Stops pdf.js from reading the rest of the page.
    await reader.cancel().catch(() => {});
  }
  // pdf.js joins the runs of one line into one item, which can be megabytes long.
  return text.slice(0, budget);
}

async function extract(bytes) {
  let pdf;
  try {
    // isEvalSupported off: no code generated from an uploaded file, ever.
    pdf = await getDocumentProxy(bytes, { isEvalSupported: false, verbosity: 0 });
  } catch {
    return overBudget ? { ok: false, reason: "too_large" } : { ok: false, reason: "unreadable" };
  }
  try {
    const pages = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages) && length < maxRawChars; number++) {
      const text = await pageText(await pdf.getPage(number), maxRawChars - length);
      pages.push(text);
      length += text.length;
    }
    if (overBudget) return { ok: false, reason: "too_large" };
    return { ok: true, text: pages.join("\n\n") };
  } catch {
    return overBudget ? { ok: false, reason: "too_large" } : { ok: false, reason: "unreadable" };
  } finally {
    await pdf.destroy().catch(() => {});
  }
}

port.once("message", async (bytes) => {
  port.postMessage(await extract(bytes));
});

port.postMessage({ ready: true });
