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

import { FakeOpenAI } from "../tests/fakes/openai";
import { finish, openAnalysisBench, percentile } from "./analysis-setup";
import { MODEL_ANSWER } from "./model-answer";

const N = Number(process.env.BENCH_N ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const MODEL_DELAY_MS = Number(process.env.BENCH_MODEL_DELAY_MS ?? 500);
const SERVER_URL = process.env.BENCH_DATABASE_URL;

const fake = new FakeOpenAI({ defaultResponder: () => MODEL_ANSWER });

async function main() {
  // A phone-sized photo, so loading and encoding it is part of the measurement.
  const bench = await openAnalysisBench(fake, SERVER_URL, { width: 1600, height: 1200, noise: true });

  async function oneSummary(i: number): Promise<number> {
    fake.enqueue({ json: MODEL_ANSWER, delayMs: MODEL_DELAY_MS });
    const started = performance.now();
    const response = await bench.requestSummary(i);
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
        photo_bytes: bench.photoBytes,
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

  await bench.close();
}

finish(main());
