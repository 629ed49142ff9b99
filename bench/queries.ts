// Database round trips and time of the reads behind the busy routes, one call at a time.
//
//   npx tsx bench/queries.ts                                   # embedded database, in memory
//   BENCH_DATABASE_URL=postgresql://... npx tsx bench/queries.ts # a scratch database on that server
//
// Unlike bench/http.ts this needs no idle machine: the number of queries a request sends is exact,
// and one call at a time shows what each costs without queueing. Seeds with bench/http-seed.ts,
// counts the statements the driver sends (pg's Client.query, PGlite's query) per call, and prints
// the median time of BENCH_N calls (default 50). Writes bench/results/queries-<database>.json.

import { mkdirSync, writeFileSync } from "node:fs";
import { recordStatements } from "../tests/support/statements";
import { openScratchDatabase } from "./scratch-database";
import { SPOTS_OWNER, seedBenchData } from "./http-seed";

const N = Number(process.env.BENCH_N ?? 50);
const SERVER_URL = process.env.BENCH_DATABASE_URL;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function main() {
  const dropDatabase = await openScratchDatabase(SERVER_URL);
  Object.assign(process.env, { APP_ENV: "testing", LOG_LEVEL: "silent", NEXTAUTH_SECRET: "bench-secret" });
  try {
    const seed = await seedBenchData();
    // The reads behind the shared (cached) answers, as the database serves them when nothing is
    // cached: right after a change expired them (lib/cache/shared-reads.ts).
    const { anyListedReport, findReport, listedReportsPage } = await import("@/lib/reports/rows");
    const { photoAccessRow } = await import("@/lib/photos/access-row");
    const { photoBytes } = await import("@/lib/photos");
    const { forgetEverywhere } = await import("@/lib/storage/byte-cache");
    const reportId = seed.publicReports.at(-1)!;
    const photoId = seed.photoIds.at(-1)!;
    const { db, disconnectDatabase } = await import("@/lib/db");
    const { listSpots, viewSpot } = await import("@/lib/spots/queries");
    const spotsOwner = await db.user.findUniqueOrThrow({ where: { email: SPOTS_OWNER } });
    const { blobId } = await db.photo.findUniqueOrThrow({ where: { id: photoId }, select: { blobId: true } });

    const cases: [string, () => Promise<unknown>][] = [
      ["GET /api/reports/public and /gallery: a gallery page", () => listedReportsPage(0, 20)],
      ["GET /api/reports/{id} and /reports/{id}: the report's row", () => findReport(reportId)],
      ["GET /api/photos/{id}: the photo's access row", () => photoAccessRow(photoId)],
      ["every page's header: anything listed", () => anyListedReport()],
      ["GET /api/spots: a person's 12 spots", () => listSpots(spotsOwner)],
      ["GET /api/spots/{id}: a spot with 50 checks", () => viewSpot(spotsOwner, seed.spotId)],
      // A photo's bytes read from the database each time, and kept in memory.
      [
        "photo bytes, from the database",
        () => {
          forgetEverywhere(blobId);
          return photoBytes({ blobId });
        },
      ],
      ["photo bytes, kept in memory", () => photoBytes({ blobId })],
    ];

    const recorder = await recordStatements();
    const results = [];
    for (const [name, call] of cases) {
      await call(); // warm: the query plan cache, the connection
      recorder.texts.length = 0;
      const times: number[] = [];
      for (let i = 0; i < N; i++) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      results.push({
        name,
        // The change feed's heartbeat (every 5 s) is not the read's.
        queriesPerCall: recorder.texts.filter((text) => !text.includes("pg_notify")).length / N,
        medianMs: Number(median(times).toFixed(2)),
      });
    }
    recorder.stop();
    await disconnectDatabase();

    const database = SERVER_URL ? "postgresql" : "embedded";
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(
      `bench/results/queries-${database}.json`,
      `${JSON.stringify({ database, date: new Date().toISOString(), calls: N, results }, null, 2)}\n`,
    );
    console.log(`\nqueries per call and median ms, ${database}, ${N} calls each`);
    console.log("| read | queries | median ms |\n| --- | --- | --- |");
    for (const r of results) console.log(`| ${r.name} | ${r.queriesPerCall} | ${r.medianMs} |`);
  } finally {
    await dropDatabase();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
