import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import decodeInProcess from "heic-decode";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpError } from "@/lib/errors/http-error";
import {
  defaultHeicWorkers,
  HeicDecoder,
  type HeicDecoderOptions,
  heicDecoder,
} from "@/lib/photos/heic-decoder";
import {
  decodeHeicOffThread,
  PHOTO_TIMEOUT_DETAIL,
  PHOTOS_BUSY_DETAIL,
  processPhoto,
  UNREADABLE_IMAGE_DETAIL,
} from "@/lib/photos/process";
import { heicImage, noisyPhoto } from "../support/images";

// HEIC files are decoded in worker threads: the event loop keeps running, the number of decodes at once
// is bounded, a decode that runs too long is stopped and workers end when idle.

type Size = { width: number; height: number };

/** A camera-like noisy HEIC, encoded with x265's fastest preset so a 12 MP file takes seconds, not a minute. */
async function noisyHeic(size: Size): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), "skinsight-heic-"));
  try {
    const input = path.join(dir, "in.png");
    const output = path.join(dir, "out.heic");
    writeFileSync(input, await noisyPhoto(size, "png"));
    const args = ["-q", "60", "-p", "preset=ultrafast", input, "-o", output];
    const result = spawnSync("heif-enc", args, { encoding: "utf8" });
    if (result.error || result.status !== 0) {
      throw new Error(`heif-enc failed: ${result.error?.message ?? result.stderr}`);
    }
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real HEIC whose coded image data is overwritten: the container is valid, the picture is not. */
async function corruptHeic(): Promise<Buffer> {
  const heic = Buffer.from(await heicImage());
  const mdat = heic.indexOf("mdat");
  for (let i = mdat + 8; i < heic.length; i++) heic[i] = (i * 7919) & 255;
  return heic;
}

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => expect.fail("expected a failure"),
    (error: unknown) => error,
  );
}

/** Runs work while a 50 ms timer ticks: how late the timer ever was tells whether the event loop stalled. */
async function timerGaps<T>(work: () => Promise<T>) {
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    const elapsed = performance.now() - started;
    gaps.push(performance.now() - last);
    return { result, elapsed, ticks: gaps.length - 1, maxGap: Math.max(...gaps) };
  } finally {
    clearInterval(timer);
  }
}

const decoders: HeicDecoder[] = [];

function decoder(options: Partial<HeicDecoderOptions> = {}): HeicDecoder {
  const made = new HeicDecoder(options);
  decoders.push(made);
  return made;
}

let twelveMegapixels: Buffer;

beforeAll(async () => {
  twelveMegapixels = await noisyHeic({ width: 4000, height: 3000 });
}, 60_000);

afterAll(async () => {
  await Promise.all(decoders.map((d) => d.close()));
});

describe("HEIC photos are decoded in a worker thread", () => {
  it("gives exactly the pixels an in-process decode gives", async () => {
    const heic = await noisyHeic({ width: 640, height: 480 });
    const pool = decoder();
    const viaWorker = await pool.decode(heic);
    const inProcess = await decodeInProcess({ buffer: heic });
    expect(viaWorker).toMatchObject({ width: 640, height: 480 });
    expect(viaWorker.width).toBe(inProcess.width);
    expect(viaWorker.height).toBe(inProcess.height);
    expect(Buffer.from(viaWorker.data).equals(Buffer.from(inProcess.data))).toBe(true);
    expect(pool.stats()).toMatchObject({ workersStarted: 1, decodes: 1 });
  });

  it("processPhoto decodes HEIC through the process's worker pool", async () => {
    const before = heicDecoder().stats().decodes;
    const photo = await processPhoto(await heicImage({ width: 320, height: 200 }));
    expect(photo).toMatchObject({ width: 320, height: 200 });
    expect(heicDecoder().stats().decodes).toBe(before + 1);
  });

  it("keeps the event loop responsive while a 12 MP HEIC decodes", async () => {
    const { result, elapsed, ticks, maxGap } = await timerGaps(() => processPhoto(twelveMegapixels));
    expect(result).toMatchObject({ width: 2048, height: 1536 });
    // The decode is long enough to matter (about 2.5 s on the 2-core machine)…
    expect(elapsed).toBeGreaterThan(500);
    // …and a 50 ms timer kept firing all along.
    expect(ticks).toBeGreaterThan(elapsed / 50 / 2);
    expect(maxGap).toBeLessThan(300);
  }, 30_000);

  it("while the same decode on the main thread would stop the event loop for seconds", async () => {
    const { maxGap } = await timerGaps(() => decodeInProcess({ buffer: twelveMegapixels }));
    expect(maxGap).toBeGreaterThan(300);
  }, 30_000);
});

describe("decodes at once are bounded", () => {
  it("one worker on a 2-core machine, at most two on bigger ones", () => {
    expect(defaultHeicWorkers(1)).toBe(1);
    expect(defaultHeicWorkers(2)).toBe(1);
    expect(defaultHeicWorkers(4)).toBe(2);
    expect(defaultHeicWorkers(64)).toBe(2);
  });

  it("files beyond the limit wait in line and all complete", async () => {
    const pool = decoder({ maxWorkers: 2 });
    const sizes = [320, 336, 352, 368, 384].map((width) => ({ width, height: 200 }));
    const files = await Promise.all(sizes.map((size) => heicImage(size)));
    const decodes = files.map((file) => pool.decode(file));
    expect(pool.stats()).toMatchObject({ busy: 2, queued: 3 });
    const decoded = await Promise.all(decodes);
    expect(decoded.map(({ width, height }) => ({ width, height }))).toEqual(sizes);
    expect(pool.stats()).toMatchObject({ peakBusy: 2, decodes: 5, queued: 0 });
    // Two threads at most; the first one ready may take every file before the second has loaded libheif.
    expect(pool.stats().workers).toBeLessThanOrEqual(2);
    expect(pool.stats().workersStarted).toBeLessThanOrEqual(2);
  }, 20_000);

  it("a full queue answers 503 at once instead of waiting", async () => {
    const pool = decoder({ maxWorkers: 1, maxQueued: 1 });
    const heic = await heicImage();
    const running = pool.decode(heic);
    const waiting = pool.decode(heic);
    const error = await failure(decodeHeicOffThread(heic, pool));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, detail: PHOTOS_BUSY_DETAIL });
    expect((error as HttpError).headers["Retry-After"]).toBeDefined();
    await Promise.all([running, waiting]);
  });
});

describe("failures", () => {
  it("a corrupt HEIC is a 422 and its worker is replaced", async () => {
    const corrupt = await corruptHeic();
    const error = await failure(processPhoto(corrupt));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, detail: UNREADABLE_IMAGE_DETAIL });

    const pool = decoder();
    await expect(decodeHeicOffThread(corrupt, pool)).rejects.toMatchObject({
      status: 422,
      detail: UNREADABLE_IMAGE_DETAIL,
    });
    await vi.waitFor(() => expect(pool.stats().workers).toBe(0));
    expect(await pool.decode(await heicImage())).toMatchObject({ width: 400, height: 300 });
    expect(pool.stats().workersStarted).toBe(2);
  });

  it("a file waiting behind a corrupt one is decoded by a fresh worker", async () => {
    const pool = decoder({ maxWorkers: 1 });
    const corrupt = pool.decode(await corruptHeic());
    const next = pool.decode(await heicImage());
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 1 });
    await expect(corrupt).rejects.toMatchObject({ reason: "unreadable" });
    expect(await next).toMatchObject({ width: 400, height: 300 });
    expect(pool.stats()).toMatchObject({ workersStarted: 2, peakBusy: 1 });
  });

  it("a decode over its time limit is a 503 and its worker is terminated mid-decode", async () => {
    // The limit is set from how long a small photo takes on a fresh worker here, so a busy machine
    // neither lets the 12 MP decode finish in time nor makes the small one after it miss the limit.
    const probe = decoder();
    const probeStarted = performance.now();
    await probe.decode(await heicImage());
    const timeoutMs = Math.max(200, Math.ceil(3 * (performance.now() - probeStarted)));
    const pool = decoder({ timeoutMs, maxWorkers: 1 });
    const started = performance.now();
    const error = await failure(decodeHeicOffThread(twelveMegapixels, pool));
    expect(performance.now() - started).toBeLessThan(timeoutMs + 1_300);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, detail: PHOTO_TIMEOUT_DETAIL });
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ workers: 0, busy: 0 }));
    // The next file gets a fresh worker.
    expect(await pool.decode(await heicImage())).toMatchObject({ width: 400, height: 300 });
    expect(pool.stats().workersStarted).toBe(2);

    // A file that waited behind one that ran out of time gets a fresh worker too, once the old one has
    // exited: the limit of one decode at once holds while a worker dies.
    const slow = pool.decode(twelveMegapixels);
    const waiting = pool.decode(await heicImage());
    await expect(slow).rejects.toMatchObject({ reason: "timeout" });
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 1 });
    expect(await waiting).toMatchObject({ width: 400, height: 300 });
    expect(pool.stats()).toMatchObject({ workersStarted: 3, peakBusy: 1 });
  }, 20_000);

  it("a worker that cannot start is a server error, not the file's fault", async () => {
    const pool = decoder({ workerPath: path.join(tmpdir(), "no-such-heic-worker.mjs") });
    const error = await failure(decodeHeicOffThread(await heicImage(), pool));
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).message).toMatch(/failed to start/);
  });
});

describe("workers give their memory back", () => {
  it("a worker is replaced after its share of decodes and ended when idle", async () => {
    const pool = decoder({ maxDecodesPerWorker: 2, idleMs: 100 });
    const heic = await heicImage();
    for (let i = 0; i < 3; i++) await pool.decode(heic);
    expect(pool.stats()).toMatchObject({ decodes: 3, workersStarted: 2 });
    await vi.waitFor(() => expect(pool.stats().workers).toBe(0), { timeout: 2_000 });
  });
});
