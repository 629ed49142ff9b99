import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

// HEIC decoding in worker threads. heic-decode (libheif in WebAssembly) needs about 2.5 s of CPU and
// 180 MiB for a 12 MP photo and runs synchronously: on the main thread it would freeze every other request
// for that long. Here a few workers (lib/photos/heic-worker.mjs) decode one file at a time each, further
// files wait in line, a decode that runs too long is stopped by terminating its worker, and workers are
// replaced after some decodes and ended when idle, which gives their WebAssembly memory back.

export type DecodedHeic = { width: number; height: number; data: Uint8ClampedArray };

/** Why a decode failed when the cause is the file or the load, not the server's set-up. */
export type HeicFailure = "unreadable" | "timeout" | "busy";

export class HeicDecodeError extends Error {
  constructor(
    readonly reason: HeicFailure,
    message: string,
  ) {
    super(message);
    this.name = "HeicDecodeError";
  }
}

export type HeicDecoderOptions = {
  /** Decodes at once, one per worker thread; more wait in line. */
  maxWorkers: number;
  /** Files allowed to wait for a worker; beyond, a decode fails at once as "busy". */
  maxQueued: number;
  /** A decode running longer (counted from when a worker takes it) fails as "timeout"; its worker is terminated. */
  timeoutMs: number;
  /** A worker left without work this long is terminated, so its memory goes back to the system. */
  idleMs: number;
  /** A worker is replaced after this many decodes, so libheif's heap cannot creep up forever. */
  maxDecodesPerWorker: number;
  /** The worker script. */
  workerPath: string;
};

/**
 * One worker on the 2-core production machine, two at most on bigger ones. libheif decodes on a single
 * thread, so each worker keeps a core busy for the whole decode: with one worker the other core stays
 * free for the event loop, libvips (sharp's own threads resize every photo) and the embedded database,
 * and the WebAssembly memory is paid once. Two workers would let two HEIC uploads take both cores, and
 * HEIC uploads are occasional: a second one waits about 2.5 s instead.
 */
export function defaultHeicWorkers(cores = availableParallelism()): number {
  return Math.min(2, Math.max(1, cores - 1));
}

export function defaultHeicDecoderOptions(): HeicDecoderOptions {
  return {
    maxWorkers: defaultHeicWorkers(),
    maxQueued: 16,
    // A 50-megapixel HEIC, the largest accepted, decodes in about 10 s on an idle core.
    timeoutMs: 30_000,
    idleMs: 30_000,
    maxDecodesPerWorker: 50,
    // Resolved at run time, never traced by the bundler: `next start` runs in the project folder, where
    // the script ships with the source (its bundled server code lives in .next/, away from lib/).
    workerPath: path.resolve(/*turbopackIgnore: true*/ process.cwd(), "lib/photos/heic-worker.mjs"),
  };
}

type WorkerReply =
  | { ready: true }
  | { ok: true; width: number; height: number; data: Uint8ClampedArray }
  | { ok: false; message: string };

type Job = {
  bytes: Uint8Array<ArrayBuffer>;
  resolve: (decoded: DecodedHeic) => void;
  reject: (error: Error) => void;
};

type Slot = {
  worker: Worker;
  /** The worker has loaded libheif: from then on, a crash is blamed on the file it was decoding. */
  ready: boolean;
  decodes: number;
  job: Job | null;
  /** The decode's deadline while busy, the idle limit while idle. */
  timer: NodeJS.Timeout | undefined;
  stopping: boolean;
  failure: Error | null;
};

export type HeicDecoderStats = {
  /** Workers alive, including those being terminated (they still hold their memory). */
  workers: number;
  busy: number;
  queued: number;
  workersStarted: number;
  decodes: number;
  /** Most decodes that ever ran at once. */
  peakBusy: number;
};

export class HeicDecoder {
  readonly options: HeicDecoderOptions;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly counts = { workersStarted: 0, decodes: 0, peakBusy: 0 };

  constructor(options: Partial<HeicDecoderOptions> = {}) {
    this.options = { ...defaultHeicDecoderOptions(), ...options };
  }

  /** RGBA pixels of the file's primary image; rejects with HeicDecodeError when the file or the load is at fault. */
  decode(bytes: Uint8Array): Promise<DecodedHeic> {
    if (this.queue.length >= this.options.maxQueued) {
      return Promise.reject(new HeicDecodeError("busy", "too many HEIC files are waiting to be decoded"));
    }
    // A copy exactly the file's size (a Buffer may be a view into a larger one), handed to the worker
    // without copying again.
    const copy = new Uint8Array(bytes);
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes: copy, resolve, reject });
      this.dispatch();
    });
  }

  stats(): HeicDecoderStats {
    const busy = [...this.slots].filter((slot) => slot.job).length;
    return { workers: this.slots.size, busy, queued: this.queue.length, ...this.counts };
  }

  /** Terminates every worker and fails the files still waiting (tests and shutdown). */
  async close(): Promise<void> {
    const closed = new Error("HEIC decoder closed");
    for (const job of this.queue.splice(0)) job.reject(closed);
    for (const slot of this.slots) slot.failure = closed;
    await Promise.all([...this.slots].map((slot) => this.stop(slot)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((s) => !s.job && !s.stopping);
      // A worker being terminated still counts: N decoders at most, even while one is dying.
      if (!slot && this.slots.size < this.options.maxWorkers) {
        try {
          slot = this.startWorker();
        } catch (error) {
          this.queue.shift()?.reject(error instanceof Error ? error : new Error(String(error)));
          continue;
        }
      }
      if (!slot) return;
      this.run(slot, this.queue.shift()!);
    }
  }

  private startWorker(): Slot {
    const worker = new Worker(this.options.workerPath);
    const slot: Slot = {
      worker,
      ready: false,
      decodes: 0,
      job: null,
      timer: undefined,
      stopping: false,
      failure: null,
    };
    worker.on("message", (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on("error", (error) => {
      slot.failure = slot.ready
        ? new HeicDecodeError("unreadable", `the HEIC decoder crashed: ${error.message}`)
        : new Error(`The HEIC decoder worker failed to start: ${error.message}`, { cause: error });
    });
    worker.on("exit", () => {
      this.slots.delete(slot);
      clearTimeout(slot.timer);
      const job = slot.job;
      slot.job = null;
      job?.reject(
        slot.failure ??
          (slot.ready
            ? new HeicDecodeError("unreadable", "the HEIC decoder stopped")
            : new Error("The HEIC decoder worker exited before starting")),
      );
      this.dispatch();
    });
    this.slots.add(slot);
    this.counts.workersStarted++;
    return slot;
  }

  private run(slot: Slot, job: Job): void {
    clearTimeout(slot.timer);
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      slot.job = null;
      job.reject(new HeicDecodeError("timeout", `decoding took over ${this.options.timeoutMs} ms`));
      void this.stop(slot);
    }, this.options.timeoutMs);
    slot.timer.unref();
    slot.worker.postMessage(job.bytes, [job.bytes.buffer]);
    this.counts.peakBusy = Math.max(this.counts.peakBusy, this.stats().busy);
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if ("ready" in reply) {
      slot.ready = true;
      return;
    }
    const job = slot.job;
    if (!job) return; // answered after its deadline: the worker is already being terminated
    clearTimeout(slot.timer);
    slot.job = null;
    slot.decodes++;
    this.counts.decodes++;
    if (reply.ok) job.resolve({ width: reply.width, height: reply.height, data: reply.data });
    else job.reject(new HeicDecodeError("unreadable", reply.message));
    // After a failure libheif may have leaked or be in a bad state: start afresh.
    if (!reply.ok || slot.decodes >= this.options.maxDecodesPerWorker) void this.stop(slot);
    else this.idle(slot);
    this.dispatch();
  }

  private idle(slot: Slot): void {
    // An idle worker does not keep the process alive (scripts, tests), and ends after a while.
    slot.worker.unref();
    slot.timer = setTimeout(() => void this.stop(slot), this.options.idleMs);
    slot.timer.unref();
  }

  private async stop(slot: Slot): Promise<void> {
    if (slot.stopping) return;
    slot.stopping = true;
    clearTimeout(slot.timer);
    // The slot leaves the pool on "exit", which also fails a job still running.
    await slot.worker.terminate();
  }
}

const GLOBAL_KEY = Symbol.for("skinsight.heicDecoder");

/**
 * The process's decoder. Kept on globalThis because Next evaluates server modules more than once
 * (instrumentation, each route): one pool per process keeps the limit on concurrent decodes true.
 */
export function heicDecoder(): HeicDecoder {
  const store = globalThis as unknown as Record<symbol, HeicDecoder | undefined>;
  return (store[GLOBAL_KEY] ??= new HeicDecoder());
}
