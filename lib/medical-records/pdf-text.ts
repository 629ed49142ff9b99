import path from "node:path";
import { Worker } from "node:worker_threads";
import { HttpError, unprocessable } from "@/lib/errors/http-error";
import { logger } from "@/lib/log";
import { toPlainText } from "@/lib/validation/text";

// Text of an uploaded PDF, for the model's attachment prompt. Bounded in pages and characters: a record
// is read for context, not in full.
//
// pdf.js is run in a worker thread (lib/medical-records/pdf-worker.mjs), one per PDF, because a PDF is
// a program of compressed streams: a 0.8 MB file can decompress to gigabytes and keep a core busy for
// seconds. On the main thread that froze every other request and grew the process by 1.7 GB. The worker
// gets a heap limit, a budget for the decoded bytes pdf.js keeps outside the heap, a time limit (it is
// terminated) and a cap on the text it reads. A PDF that exceeds them is still stored, without its text
// (extracted_text null): the owner keeps the file and can download it, and the model is told that its
// text could not be read. Only a file pdf.js cannot open at all is refused (422).

export const MAX_PDF_PAGES = 50;
export const MAX_EXTRACTED_TEXT_CHARS = 20_000;
export const UNREADABLE_PDF_DETAIL = "This PDF could not be read. Please try a different file.";
export const PDF_BUSY_DETAIL = "Too many files are being processed right now. Please try again in a minute.";

export type PdfTextLimits = {
  /** The worker is terminated after this long (from its start), and the PDF is stored without text. */
  timeoutMs: number;
  /** The worker's JavaScript heap (old generation); beyond it the worker dies and the PDF has no text. */
  maxHeapMb: number;
  /** Typed arrays and ArrayBuffers the worker may allocate in all (decompressed streams live there). */
  maxAllocatedMb: number;
  maxPages: number;
  /** Characters read before tidying whitespace; the tidied text is cut to MAX_EXTRACTED_TEXT_CHARS. */
  maxRawChars: number;
  /** Extractions at once; more wait in line. */
  maxConcurrent: number;
  /** PDFs allowed to wait; beyond, the upload gets 503. */
  maxQueued: number;
  workerPath: string;
};

export function defaultPdfTextLimits(): PdfTextLimits {
  return {
    // A 50-page text PDF takes 1 to 3 s on a busy core; a bomb is stopped by the memory budget first.
    timeoutMs: 15_000,
    maxHeapMb: 96,
    // A 260 kB manual with embedded fonts needed under 32 MB; the text of 50 pages rarely needs more.
    maxAllocatedMb: 128,
    maxPages: MAX_PDF_PAGES,
    // Twice the kept text, so whitespace tidied away still leaves MAX_EXTRACTED_TEXT_CHARS.
    maxRawChars: 2 * MAX_EXTRACTED_TEXT_CHARS,
    maxConcurrent: 1,
    maxQueued: 16,
    // Resolved at run time, never traced by the bundler, like lib/photos/heic-worker.mjs: `next start`
    // runs in the project folder, where the script ships with the source.
    workerPath: path.resolve(/*turbopackIgnore: true*/ process.cwd(), "lib/medical-records/pdf-worker.mjs"),
  };
}

type WorkerReply =
  | { ok: true; text: string }
  | { ok: false; reason: "unreadable" | "too_large" | "timeout" | "out_of_memory" };

/** Runs one PDF in a fresh worker; rejects only when the worker cannot start (a server fault). */
function runWorker(bytes: Uint8Array, limits: PdfTextLimits): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(limits.workerPath, {
      workerData: {
        maxPages: limits.maxPages,
        maxRawChars: limits.maxRawChars,
        maxAllocatedBytes: limits.maxAllocatedMb * 1024 * 1024,
      },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16 },
    });
    let started = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => resolve({ ok: false, reason: "timeout" })), limits.timeoutMs);
    worker.on("message", (message: WorkerReply | { ready: true }) => {
      if ("ready" in message) {
        started = true;
        // A copy exactly the file's size, handed over without copying again.
        const copy = new Uint8Array(bytes);
        worker.postMessage(copy, [copy.buffer]);
        return;
      }
      settle(() => resolve(message));
    });
    worker.on("error", (error: Error & { code?: string }) => {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") {
        settle(() => resolve({ ok: false, reason: "out_of_memory" }));
      } else if (started) {
        settle(() => resolve({ ok: false, reason: "unreadable" }));
      } else {
        settle(() =>
          reject(new Error(`The PDF text worker failed to start: ${error.message}`, { cause: error })),
        );
      }
    });
    worker.on("exit", () => {
      if (started) settle(() => resolve({ ok: false, reason: "unreadable" }));
      else settle(() => reject(new Error("The PDF text worker exited before starting")));
    });
  });
}

/** At most `maxConcurrent` extractions at once in the process; a bounded line waits. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  async run<T>(limits: PdfTextLimits, task: () => Promise<T>): Promise<T> {
    if (this.running >= limits.maxConcurrent) {
      if (this.waiting.length >= limits.maxQueued)
        throw new HttpError(503, PDF_BUSY_DETAIL, { "Retry-After": "60" });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const GATE_KEY = Symbol.for("skinsight.pdfTextGate");

/** Kept on globalThis because Next evaluates server modules more than once: one limit per process. */
function gate(): Gate {
  const store = globalThis as unknown as Record<symbol, Gate | undefined>;
  return (store[GATE_KEY] ??= new Gate());
}

function tidy(text: string): string {
  // PostgreSQL refuses NUL; a font's own character map can produce one.
  return toPlainText(text)
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, MAX_EXTRACTED_TEXT_CHARS);
}

/**
 * The PDF's text, tidied and capped; null when reading it needs more time or memory than allowed (the
 * PDF is then kept without its text). 422 when it is not a PDF pdf.js can open, 503 when too many wait.
 */
export async function extractPdfText(
  bytes: Uint8Array,
  limits: PdfTextLimits = defaultPdfTextLimits(),
): Promise<string | null> {
  const reply = await gate().run(limits, () => runWorker(bytes, limits));
  if (reply.ok) return tidy(reply.text);
  if (reply.reason === "unreadable") throw unprocessable(UNREADABLE_PDF_DETAIL);
  logger.warn({ reason: reply.reason, bytes: bytes.byteLength }, "PDF stored without its text");
  return null;
}
