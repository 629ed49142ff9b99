// How much time the server adds to an analysis on top of the model's own time.
//
//   npx tsx bench/analysis.ts                 # embedded PostgreSQL (PGlite), in memory
//   BENCH_DATABASE_URL=postgresql://root@localhost/postgres?host=/var/run/postgresql npx tsx bench/analysis.ts
//
// A fake OpenAI server answers every request after a fixed delay; each summary
// goes through the real route handler (photo loading, permission checks, the
// OpenAI SDK, the charging transaction) against a migrated database. The
// server's share is the request's time minus that delay.
// Options (environment): BENCH_N (requests, default 40), BENCH_CONCURRENCY (default 1),
// BENCH_MODEL_DELAY_MS (default 500).

import sharp from "sharp";
import { FakeOpenAI } from "../tests/fakes/openai";
import { openScratchDatabase } from "./scratch-database";
import { MODEL_ANSWER } from "./model-answer";

const N = Number(process.env.BENCH_N ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const MODEL_DELAY_MS = Number(process.env.BENCH_MODEL_DELAY_MS ?? 500);
const SERVER_URL = process.env.BENCH_DATABASE_URL;

const fake = new FakeOpenAI({ defaultResponder: () => MODEL_ANSWER });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Drops the scratch database at the end, after a failure too. */
let dropDatabase: () => Promise<void> = async () => undefined;

async function main() {
  await fake.start();

  dropDatabase = await openScratchDatabase(SERVER_URL);
  Object.assign(process.env, {
    APP_ENV: "testing",
    LOG_LEVEL: "silent",
    NEXTAUTH_SECRET: "bench-secret",
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.baseURL,
    TRUSTED_PROXY_HOPS: "1",
  });

  // Imported after the environment is set: these modules read it on first use.
  const { NextRequest } = await import("next/server");
  const { SOCKET_ADDRESS_HEADER } = await import("@/lib/http/client-address");
  const { databaseAdapterFactory, db, disconnectDatabase } = await import("@/lib/db");
  const { applyPendingMigrations } = await import("@/lib/db/migrations");
  const { POST: summary } = await import("@/app/api/analysis/summary/route");

  await applyPendingMigrations(await databaseAdapterFactory());
  // A phone-sized photo, so loading and encoding it is part of the measurement.
  const jpeg = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: "#b48c78",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const blob = await db.storedBlob.create({
    data: { contentType: "image/jpeg", byteSize: jpeg.byteLength, data: new Uint8Array(jpeg) },
  });
  // A visitor's upload: analysing it needs the upload secret handed out with it.
  const { newVisitorSecret } = await import("@/lib/reports/visitor-secret");
  const uploadKey = newVisitorSecret();
  const photo = await db.photo.create({
    data: { blobId: blob.id, width: 1600, height: 1200, uploadKeyHash: uploadKey.hash },
  });

  async function oneSummary(i: number): Promise<number> {
    fake.enqueue({ json: MODEL_ANSWER, delayMs: MODEL_DELAY_MS });
    const req = new NextRequest("http://localhost:3000/api/analysis/summary", {
      method: "POST",
      // Each request from its own address, so the visitors' fair use never refuses one: the socket
      // (set by the server hooks in next start) is a trusted proxy that names the client.
      headers: {
        "content-type": "application/json",
        [SOCKET_ADDRESS_HEADER]: "127.0.0.1",
        "x-forwarded-for": `10.0.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`,
      },
      body: JSON.stringify({ photo_ids: [photo.id], upload_secret: uploadKey.secret }),
    });
    const started = performance.now();
    const response = await summary(req, { params: Promise.resolve({}) });
    const elapsed = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`request ${i} answered ${response.status}: ${await response.text()}`);
    return elapsed - MODEL_DELAY_MS;
  }

  await oneSummary(-1); // warm-up: first SDK connection, Prisma's first queries
  const overheads: number[] = [];
  const started = performance.now();
  for (let i = 0; i < N; i += CONCURRENCY) {
    const round = Array.from({ length: Math.min(CONCURRENCY, N - i) }, (_, j) => oneSummary(i + j));
    overheads.push(...(await Promise.all(round)));
  }
  const wallSeconds = (performance.now() - started) / 1000;
  overheads.sort((a, b) => a - b);

  console.log(
    JSON.stringify(
      {
        database: SERVER_URL ? "postgresql" : "embedded (PGlite)",
        requests: N,
        concurrency: CONCURRENCY,
        model_delay_ms: MODEL_DELAY_MS,
        photo_bytes: jpeg.byteLength,
        server_overhead_ms: {
          median: Number(percentile(overheads, 50).toFixed(1)),
          p95: Number(percentile(overheads, 95).toFixed(1)),
          max: Number((overheads.at(-1) ?? NaN).toFixed(1)),
        },
        reports_per_second: Number((N / wallSeconds).toFixed(1)),
      },
      null,
      2,
    ),
  );

  await disconnectDatabase();
  await fake.stop();
  await dropDatabase();
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error);
    await dropDatabase().catch(() => {});
    process.exit(1);
  },
);
