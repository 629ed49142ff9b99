// Server time and memory of one photo upload: processPhoto plus storing it.
//
//   npx tsx bench/upload.ts [runs]          (default 10 runs per type)
//
// Uses DATABASE_URL when set (an already migrated database), otherwise an
// embedded PostgreSQL in memory. Each type runs in a fresh child process so
// its peak memory is its own (read from /proc: Linux only).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

type Result = {
  kind: string;
  inputBytes: number;
  outputBytes: number;
  runs: number;
  processMedianMs: number;
  storeMedianMs: number;
  totalMedianMs: number;
  totalP95Ms: number;
  firstPeakRssDeltaMiB: number;
  peakRssDeltaMiB: number;
};

const SIZE = { width: 4000, height: 3000 };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

// Linux keeps the process's peak RSS (VmHWM) and lets the process reset it, so
// the database set-up before the runs does not count.
function peakRss(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
  return Number(match?.[1]) * 1024;
}

/** Resets the peak to the current RSS and answers it. */
function resetPeakRss(): number {
  writeFileSync("/proc/self/clear_refs", "5");
  return peakRss();
}

async function measure(kind: string, file: string, runs: number): Promise<Result> {
  if (!process.env.DATABASE_URL) process.env.DATA_DIR = "memory://";
  process.env.LOG_LEVEL = "silent";
  const { processPhoto } = await import("@/lib/photos/process");
  const bytes = readFileSync(file);

  // The process's first photo pages in libvips or grows libheif's WebAssembly memory; measured before the
  // database opens, whose own allocations would blur it.
  const coldBaseline = resetPeakRss();
  await processPhoto(bytes);
  const firstPeak = peakRss();

  const { databaseAdapterFactory, db, disconnectDatabase } = await import("@/lib/db");
  const { applyPendingMigrations } = await import("@/lib/db/migrations");
  const { savePhotos } = await import("@/lib/photos");
  const { blobStore } = await import("@/lib/storage");
  if (!process.env.DATABASE_URL) await applyPendingMigrations(await databaseAdapterFactory());
  const upload = async () => {
    const started = performance.now();
    const photo = await processPhoto(bytes);
    const processed = performance.now();
    const [id] = await savePhotos([photo], { userId: null, kind: "report" });
    const stored = performance.now();
    const row = await db.photo.findUniqueOrThrow({ where: { id: id! } });
    await blobStore.delete([row.blobId]);
    return { processMs: processed - started, storeMs: stored - processed, outputBytes: photo.jpeg.length };
  };
  // Warms Prisma's query engine; not counted.
  await upload();
  global.gc?.();
  const baseline = resetPeakRss();

  const measured = [];
  for (let run = 0; run < runs; run++) measured.push(await upload());
  const peak = peakRss();
  await disconnectDatabase();

  const processMs = measured.map((m) => m.processMs);
  const storeMs = measured.map((m) => m.storeMs);
  const totals = measured.map((m) => m.processMs + m.storeMs);
  return {
    kind,
    inputBytes: bytes.length,
    outputBytes: measured[0]?.outputBytes ?? 0,
    runs,
    processMedianMs: percentile(processMs, 50),
    storeMedianMs: percentile(storeMs, 50),
    totalMedianMs: percentile(totals, 50),
    totalP95Ms: percentile(totals, 95),
    firstPeakRssDeltaMiB: (firstPeak - coldBaseline) / 1024 / 1024,
    peakRssDeltaMiB: (peak - baseline) / 1024 / 1024,
  };
}

function runChild(kind: string, file: string, runs: number): Result {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, "--expose-gc", process.argv[1]!, "--measure", kind, file, String(runs)],
    { encoding: "utf8", env: process.env, maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status !== 0) throw new Error(`${kind} run failed:\n${child.stderr}`);
  const line = child.stdout.trim().split("\n").pop() ?? "";
  return JSON.parse(line) as Result;
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

async function main(runs: number) {
  const { heicImage, noisyPhoto } = await import("@/tests/support/images");
  const dir = mkdtempSync(path.join(tmpdir(), "skinsight-bench-"));
  try {
    const jpegFile = path.join(dir, "photo.jpg");
    const heicFile = path.join(dir, "photo.heic");
    writeFileSync(jpegFile, await noisyPhoto(SIZE, "jpeg"));
    writeFileSync(heicFile, await heicImage(SIZE, await noisyPhoto(SIZE, "png")));

    const results = [runChild("JPEG 12 MP", jpegFile, runs), runChild("HEIC 12 MP", heicFile, runs)];
    // `npm run bench` (bench/run.ts) keeps the numbers with the other benchmarks'.
    if (process.env.BENCH_UPLOAD_JSON) {
      const database = process.env.DATABASE_URL ? "postgresql" : "embedded (PGlite)";
      writeFileSync(
        process.env.BENCH_UPLOAD_JSON,
        `${JSON.stringify({ database, runs, results }, null, 2)}\n`,
      );
    }
    console.log(
      `processPhoto + store, ${runs} runs each, ${process.env.DATABASE_URL ? "PostgreSQL server" : "embedded PostgreSQL"}`,
    );
    console.log(
      "| input | in MB | out MB | process median ms | store median ms | total median ms | total p95 ms | first photo: peak RSS +MiB | later uploads: peak RSS +MiB |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const r of results) {
      const cells = [
        r.kind,
        mb(r.inputBytes),
        mb(r.outputBytes),
        r.processMedianMs,
        r.storeMedianMs,
        r.totalMedianMs,
        r.totalP95Ms,
      ];
      const formatted = cells.map((cell) => (typeof cell === "number" ? cell.toFixed(0) : cell));
      const memory = [r.firstPeakRssDeltaMiB, r.peakRssDeltaMiB].map((mib) => mib.toFixed(0));
      console.log(`| ${[...formatted, ...memory].join(" | ")} |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [mode, kind, file, runsArg] = process.argv.slice(2);
if (mode === "--measure" && kind && file) {
  const result = await measure(kind, file, Number(runsArg));
  console.log(JSON.stringify(result));
  // The embedded database's engine keeps Node alive for a while: leave explicitly.
  process.exit(0);
} else {
  await main(Number(mode ?? 10));
  process.exit(0);
}
