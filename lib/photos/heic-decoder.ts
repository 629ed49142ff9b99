import { availableParallelism } from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { Piscina, queueOptionsSymbol, type PiscinaTask } from "piscina";

// HEIC decoding in worker threads, run by a piscina pool. heic-decode (libheif in WebAssembly) needs about
// 2.5 s of CPU and 180 MiB for a 12 MP photo and runs synchronously: on the main thread it would freeze
// every other request for that long. Here a few workers (lib/photos/heic-worker.mjs) decode one file at a
// time each, further files wait in line, a decode that runs too long is stopped by terminating its
// worker, and workers are replaced after some decodes or a failed one and ended when idle, which gives
// their WebAssembly memory back.

// piscina starts its threads from its own dist/worker.js, found next to its code: next.config.ts keeps
// it out of the bundle (serverExternalPackages), so that path is right.

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

/** A thread as piscina's load balancer sees it. */
type PoolThread = Parameters<
  NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>["loadBalancer"]>
>[1][number];

type Job = {
  bytes: Uint8Array<ArrayBuffer>;
  resolve: (decoded: DecodedHeic) => void;
  reject: (error: Error) => void;
};

/** A file handed to the pool. It holds one of the maxWorkers slots until its worker is free again or has exited. */
type Handed = {
  job: Job;
  /** The thread that took it, set by the pool's load balancer; undefined while the file waits for a thread to start. */
  thread: Worker | undefined;
  timer: NodeJS.Timeout | undefined;
  /** Why this class ended the decode (time limit, a thread that cannot start, closing), if it did. */
  failure: Error | null;
  abort: AbortController;
};

/** What the worker gets (`bytes`), and what the load balancer reads to tell the file which thread took it. */
type HeicTask = { bytes: Uint8Array; [queueOptionsSymbol]: Handed };

export type HeicDecoderStats = {
  /** Worker threads in the pool, starting or ready; a terminated one leaves it at once (its slot stays busy until it has exited). */
  workers: number;
  /** Slots taken, at most maxWorkers: files handed to a thread (one still starting included), and threads being terminated. */
  busy: number;
  queued: number;
  /** Threads that loaded the script and libheif. */
  workersStarted: number;
  decodes: number;
  /** Most decodes that ever ran at once. */
  peakBusy: number;
};

export class HeicDecoder {
  readonly options: HeicDecoderOptions;
  private readonly pool: InstanceType<typeof Piscina<HeicTask, DecodedHeic>>;
  /** Files waiting for a slot. The line and its limit live here: piscina's own queue only ever holds a file while its thread starts. */
  private readonly queue: Job[] = [];
  private readonly handed = new Set<Handed>();
  /** Decodes given to each ready thread, by thread id; a thread that had its share takes no more and is retired. */
  private readonly decodesGiven = new Map<number, number>();
  private readonly counts = { workersStarted: 0, decodes: 0, peakBusy: 0 };

  constructor(options: Partial<HeicDecoderOptions> = {}) {
    this.options = { ...defaultHeicDecoderOptions(), ...options };
    this.pool = new Piscina({
      filename: this.options.workerPath,
      minThreads: 0,
      maxThreads: this.options.maxWorkers,
      idleTimeout: this.options.idleMs,
      recordTiming: false,
      loadBalancer: (task, workers) => this.assign(task, workers),
    });
    // Emitted once a thread has loaded its script (and libheif): from then on, a crash is blamed on the file.
    this.pool.on("workerCreate", (worker: PoolThread) => {
      this.decodesGiven.set(worker.id, 0);
      this.counts.workersStarted++;
    });
    // A thread that fails before it is ready: no file of it to fail, so piscina reports it here.
    this.pool.on("error", (error: Error) => this.failWaitingFile(error));
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
    return {
      workers: this.pool.threads.length,
      busy: this.handed.size,
      queued: this.queue.length,
      ...this.counts,
    };
  }

  /** Terminates every worker and fails the files still waiting or decoding (tests and shutdown). */
  async close(): Promise<void> {
    const closed = new Error("HEIC decoder closed");
    for (const job of this.queue.splice(0)) job.reject(closed);
    for (const handed of this.handed) handed.failure ??= closed;
    await this.pool.destroy();
  }

  private dispatch(): void {
    while (this.queue.length > 0 && this.handed.size < this.options.maxWorkers)
      this.hand(this.queue.shift()!);
  }

  private hand(job: Job): void {
    const handed: Handed = {
      job,
      thread: undefined,
      timer: undefined,
      failure: null,
      abort: new AbortController(),
    };
    this.handed.add(handed);
    this.counts.peakBusy = Math.max(this.counts.peakBusy, this.handed.size);
    // Symbol keys are not sent to the worker: the bytes are, transferred.
    const task: HeicTask = { bytes: job.bytes, [queueOptionsSymbol]: handed };
    void this.pool.run(task, { transferList: [job.bytes.buffer], signal: handed.abort.signal }).then(
      (decoded) => {
        this.counts.decodes++;
        job.resolve(decoded);
        return this.release(handed, { failed: false });
      },
      (error: unknown) => {
        job.reject(handed.failure ?? this.failureOf(handed, error));
        return this.release(handed, { failed: true });
      },
    );
  }

  /** piscina's load balancer: a ready, idle thread that has not had its share of decodes, or none (wait). */
  private assign(task: PiscinaTask, workers: PoolThread[]): PoolThread | null {
    const worker = workers.find((candidate) => {
      const given = this.decodesGiven.get(candidate.id);
      return (
        given !== undefined &&
        given < this.options.maxDecodesPerWorker &&
        candidate.currentUsage === 0 &&
        !candidate.terminating &&
        !candidate.destroyed
      );
    });
    if (!worker) return null;
    this.decodesGiven.set(worker.id, this.decodesGiven.get(worker.id)! + 1);
    const handed = task[queueOptionsSymbol] as Handed | null;
    if (handed) this.taken(handed, worker.id);
    return worker;
  }

  private taken(handed: Handed, threadId: number): void {
    handed.thread = this.pool.threads.find((thread) => thread.threadId === threadId);
    handed.timer = setTimeout(() => {
      handed.failure = new HeicDecodeError("timeout", `decoding took over ${this.options.timeoutMs} ms`);
      // piscina terminates the thread running an aborted task; release() waits for it to exit.
      handed.abort.abort();
    }, this.options.timeoutMs);
    // The busy thread keeps the process alive, not its deadline.
    handed.timer.unref();
  }

  private failureOf(handed: Handed, error: unknown): Error {
    // A thread that took the file and then ended without an answer ran into the file.
    if (handed.thread) return new HeicDecodeError("unreadable", "the HEIC decoder stopped");
    return error instanceof Error ? error : new Error(String(error));
  }

  /** A thread failed to start: the oldest file waiting for a thread will not get this one. */
  private failWaitingFile(error: Error): void {
    const waiting = [...this.handed].find((handed) => !handed.thread && !handed.failure);
    if (!waiting) return;
    waiting.failure = new Error(`The HEIC decoder worker failed to start: ${error.message}`, {
      cause: error,
    });
    waiting.abort.abort();
  }

  /**
   * Frees the file's slot once its thread can take another file: at once, or, for a thread that timed
   * out or had its share of decodes, once that thread has exited (a dying thread still holds its memory,
   * so it still counts against maxWorkers).
   */
  private async release(handed: Handed, { failed }: { failed: boolean }): Promise<void> {
    clearTimeout(handed.timer);
    const { thread } = handed;
    // A thread that failed a file is ending already (its own exit, a crash, or terminated for its time).
    const spent = thread && (this.decodesGiven.get(thread.threadId) ?? 0) >= this.options.maxDecodesPerWorker;
    if (thread && (failed || spent)) await thread.terminate();
    this.handed.delete(handed);
    this.forgetEndedThreads();
    this.dispatch();
  }

  private forgetEndedThreads(): void {
    const alive = new Set(this.pool.threads.map((thread) => thread.threadId));
    for (const threadId of this.decodesGiven.keys())
      if (!alive.has(threadId)) this.decodesGiven.delete(threadId);
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
