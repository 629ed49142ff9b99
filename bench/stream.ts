// Streamed analyses: how long after the model's first words the reader gets them, alone and at 20
// streams at once, and what 100 open streams cost in memory.
//
//   npx tsx bench/stream.ts                 # embedded PostgreSQL (PGlite), in memory
//   BENCH_DATABASE_URL=postgresql://... npx tsx bench/stream.ts
//
// A fake OpenAI streams every answer, its first piece after a fixed delay (BENCH_FIRST_TOKEN_MS,
// default 300) and the next ones 20 ms apart; each summary goes through the real route handler
// with `Accept: text/event-stream`. The lag is the time to the first `delta` event minus that delay.
// Memory is this process's (the route handlers and the fake together), with 100 streams open and
// writing, against before they were opened, each after a collection (run with
// NODE_OPTIONS=--expose-gc, as bench/run.ts does).

import { FakeOpenAI } from "../tests/fakes/openai";
import { finish, openAnalysisBench, percentile } from "./analysis-setup";
import { MODEL_ANSWER } from "./model-answer";

const FIRST_TOKEN_MS = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 300);
const SERVER_URL = process.env.BENCH_DATABASE_URL;
const ALONE = 20;
const TOGETHER = 20;
const OPEN_STREAMS = 100;

const fake = new FakeOpenAI({ defaultResponder: () => MODEL_ANSWER, streamPaceMs: 20, streamPieceChars: 16 });

const round = (ms: number) => Number(ms.toFixed(1));
const megabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

async function main() {
  const bench = await openAnalysisBench(fake, SERVER_URL, { width: 800, height: 600, noise: false });

  let sent = 0;
  /** Opens one stream; resolves its lag once the first delta has come, and `done` once it ends. */
  async function openStream(firstTokenMs = FIRST_TOKEN_MS) {
    const i = sent++;
    fake.enqueue({ json: MODEL_ANSWER, delayMs: firstTokenMs });
    const started = performance.now();
    const response = await bench.requestSummary(i, { accept: "text/event-stream" });
    if (response.status !== 200) throw new Error(`stream ${i} answered ${response.status}`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: delta")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ${i} ended before its first words: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    const lag = performance.now() - started - firstTokenMs;
    const done = (async () => {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        text += decoder.decode(value, { stream: true });
      }
      if (!text.includes("event: done")) throw new Error(`stream ${i} did not end with done`);
    })();
    return { lag, done };
  }

  await (
    await openStream()
  ).done; // warm-up: the SDK's first connection, Prisma's first queries

  const alone: number[] = [];
  for (let i = 0; i < ALONE; i++) {
    const stream = await openStream();
    alone.push(stream.lag);
    await stream.done;
  }
  alone.sort((a, b) => a - b);

  const together: number[] = [];
  for (let r = 0; r < 3; r++) {
    const streams = await Promise.all(Array.from({ length: TOGETHER }, () => openStream()));
    together.push(...streams.map((s) => s.lag));
    await Promise.all(streams.map((s) => s.done));
  }
  together.sort((a, b) => a - b);

  // 100 streams open at once, each writing slowly, measured once all have begun.
  fake.setStreamPace(200);
  global.gc?.();
  const before = process.memoryUsage();
  const open = await Promise.all(Array.from({ length: OPEN_STREAMS }, () => openStream()));
  // What the open streams hold, not what they left for the collector.
  global.gc?.();
  const during = process.memoryUsage();
  await Promise.all(open.map((s) => s.done));

  console.log(
    JSON.stringify(
      {
        database: SERVER_URL ? "postgresql" : "embedded (PGlite)",
        first_token_ms: FIRST_TOKEN_MS,
        first_delta_lag_ms: {
          alone: { median: round(percentile(alone, 50)), p95: round(percentile(alone, 95)), n: ALONE },
          [`${TOGETHER}_at_once`]: {
            median: round(percentile(together, 50)),
            p95: round(percentile(together, 95)),
            n: together.length,
          },
        },
        memory_with_100_open_streams_mb: {
          rss_before: megabytes(before.rss),
          rss_during: megabytes(during.rss),
          heap_used_before: megabytes(before.heapUsed),
          heap_used_during: megabytes(during.heapUsed),
        },
      },
      null,
      2,
    ),
  );

  await bench.close();
}

finish(main());
