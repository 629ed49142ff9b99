// Throughput and latency of the API and the server-rendered pages under `next start`, each beside
// a route with no database work measured in the same run, on each database.
//
//   npx tsx bench/http.ts                     # the embedded database, and PostgreSQL when
//                                             # BENCH_DATABASE_URL or TEST_DATABASE_URL is set
//   BENCH_DATABASES=embedded npx tsx bench/http.ts
//
// Needs a production build (`npm run bench` makes one when there is none). For each database it
// seeds a fresh one (bench/http-seed.ts: a new database on the server, dropped afterwards, or a
// temporary DATA_DIR), starts `next start` on it with a fake OpenAI that answers after a fixed
// delay, and runs autocannon against every case for BENCH_SECONDS (default 6) at BENCH_CONNECTIONS
// (default 50) after a one-second warm-up. The route without database work
// (GET /api/environment) runs between every two cases; a case's ratio is its req/s over the mean of
// the two baseline runs beside it. Writes bench/results/http-<database>.json.
// Options (environment): BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_MODEL_DELAY_MS (200), BENCH_PORT (3400),
// BENCH_DATABASES (postgresql,embedded), BENCH_ONLY (a regular expression of the cases to run),
// BENCH_PROFILE (a folder: the server writes a CPU profile there; bench/profile-summary.ts reads it).
//
// Beside the photo's JSON runs a static file of the same size (written to public/ for the run and
// removed after it): the same bytes with no route code, to tell the cost of moving them from ours.

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { FakeOpenAI } from "../tests/fakes/openai";
import { createAppDatabase, startBuiltApp, type AppDatabase } from "../tests/support/built-app";
import { SPOTS_OWNER } from "./http-seed";
import { MODEL_ANSWER } from "./model-answer";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MODEL_DELAY_MS = Number(process.env.BENCH_MODEL_DELAY_MS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PROFILE_DIR = process.env.BENCH_PROFILE;
const BASELINE = "GET /api/environment (no database)";

type Seed = {
  publicReports: string[];
  photoIds: string[];
  photoBytes: number[];
  visitorPhotoId: string;
  visitorUploadSecret: string;
  spotId: string;
};

type Case = {
  name: string;
  /** Paths taken in turn, so a case reads many rows rather than one. */
  paths: string[];
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Each request from its own client address (the visitors' fair use counts per address). */
  distinctClients?: boolean;
};

export type Measurement = {
  name: string;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

export type CaseResult = Measurement & {
  /** Median latency one request at a time: the request's own cost, without queueing. */
  aloneP50Ms: number;
  baselineAloneP50Ms: number;
  baselineReqPerSec: number;
  baselineP99Ms: number;
  /** req/s over the no-database route's, beside it in time. */
  ratio: number;
  /** p99 over the no-database route's. */
  p99Ratio: number;
};

function seed(database: AppDatabase): Seed {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: "testing", NEXTAUTH_SECRET: "bench-secret" };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  if (database.dataDir) env.DATA_DIR = database.dataDir;
  const child = spawnSync(path.resolve("node_modules/.bin/tsx"), ["bench/http-seed.ts"], {
    env,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`seeding failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").pop() ?? "") as Seed;
}

async function signedInToken(url: string, email: string): Promise<string> {
  const post = (pathname: string, body: unknown) =>
    fetch(`${url}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify(body),
    });
  const sent = await post("/api/auth/send-login-code", { email });
  if (!sent.ok) throw new Error(`send-login-code answered ${sent.status}: ${await sent.text()}`);
  const { token } = (await sent.json()) as { token: string };
  const outbox = await fetch(`${url}/api/dev/verification-codes?email=${encodeURIComponent(email)}`);
  const [latest] = ((await outbox.json()) as { codes: { code: string }[] }).codes;
  const verified = await post("/api/auth/verify-login-code", { email, code: latest?.code, token });
  if (!verified.ok)
    throw new Error(`verify-login-code answered ${verified.status}: ${await verified.text()}`);
  return ((await verified.json()) as { access_token: string }).access_token;
}

let clientCounter = 0;
function nextClientAddress(): string {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

type Load = { connections: number; seconds?: number; amount?: number };

async function measure(url: string, test: Case, load: Load): Promise<Measurement> {
  let turn = 0;
  const result = await autocannon({
    url,
    connections: load.connections,
    ...(load.amount ? { amount: load.amount } : { duration: load.seconds ?? SECONDS }),
    requests: [
      {
        method: test.method ?? "GET",
        headers: { ...test.headers, ...(test.body ? { "content-type": "application/json" } : {}) },
        body: test.body,
        setupRequest: (request) => {
          const next = { ...request, path: test.paths[turn++ % test.paths.length]! };
          if (test.distinctClients)
            next.headers = { ...request.headers, "x-forwarded-for": nextClientAddress() };
          return next;
        },
      },
    ],
  });
  return {
    name: test.name,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Waits until the server answers the no-database route quickly again: requests left in flight
 * when a run stops are still served, and would otherwise slow the next run down.
 */
async function settle(url: string, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${url}/api/environment`).then((res) => res.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A file the size of the photo's JSON answer, served by Next from public/ during the run. */
const SAME_SIZE_FILE = "bench-same-size.json";
const SAME_SIZE_CASE = "static file, same size as the photo JSON";

function writeSameSizeFile(photoBytes: number): void {
  const body = JSON.stringify({ base64_data: randomBytes(photoBytes).toString("base64") });
  writeFileSync(path.join("public", SAME_SIZE_FILE), body);
}

function cases(seed: Seed, adminBearer: string, userToken: string): Case[] {
  const reports = seed.publicReports.slice(-20);
  const photos = seed.photoIds.slice(-20);
  // A signed-in person's browser: the session cookie the sign-in set (the same token).
  const signedIn = { cookie: `next-auth.session-token=${userToken}` };
  return [
    { name: "GET /api/reports/public", paths: ["/api/reports/public"] },
    { name: "GET /api/reports/{id}", paths: reports.map((id) => `/api/reports/${id}`) },
    { name: "GET /api/photos/{id}", paths: photos.map((id) => `/api/photos/${id}`) },
    { name: "GET /api/photos/{id}/image?w=640", paths: photos.map((id) => `/api/photos/${id}/image?w=640`) },
    { name: SAME_SIZE_CASE, paths: [`/${SAME_SIZE_FILE}`] },
    // The pages every viewer gets the same way, kept whole by Next (docs/caching.md).
    { name: "page /contact", paths: ["/contact"] },
    { name: "page /privacy", paths: ["/privacy"] },
    { name: "page /pricing", paths: ["/pricing"] },
    { name: "page /reports/{id}", paths: reports.map((id) => `/reports/${id}`) },
    { name: "page /gallery", paths: ["/gallery"] },
    { name: "page /", paths: ["/"] },
    // A signed-in person: their profile, the same kept pages, and their account page (rendered per request).
    { name: "GET /api/user/profile (signed in)", paths: ["/api/user/profile"], headers: signedIn },
    { name: "GET /api/auth/viewer (signed in)", paths: ["/api/auth/viewer"], headers: signedIn },
    { name: "page / (signed in)", paths: ["/"], headers: signedIn },
    {
      name: "page /reports/{id} (signed in)",
      paths: reports.map((id) => `/reports/${id}`),
      headers: signedIn,
    },
    { name: "page /account (signed in)", paths: ["/account"], headers: signedIn },
    // Their spots: the list (12), and the spot with 50 checks.
    { name: "GET /api/spots (signed in, 12 spots)", paths: ["/api/spots"], headers: signedIn },
    {
      name: "GET /api/spots/{id} (signed in, 50 checks)",
      paths: [`/api/spots/${seed.spotId}`],
      headers: signedIn,
    },
    {
      name: "GET /api/admin/reports (admin)",
      paths: ["/api/admin/reports"],
      headers: { authorization: `Bearer ${adminBearer}` },
    },
    {
      name: `POST /api/analysis/summary (model ${MODEL_DELAY_MS} ms)`,
      paths: ["/api/analysis/summary"],
      method: "POST",
      body: JSON.stringify({ photo_ids: [seed.visitorPhotoId], upload_secret: seed.visitorUploadSecret }),
      distinctClients: true,
    },
  ];
}

function row(cells: (string | number)[]): string {
  return `| ${cells.map((cell) => (typeof cell === "number" ? String(Math.round(cell * 100) / 100) : cell)).join(" | ")} |`;
}

export function summaryTable(results: CaseResult[]): string {
  return [
    row([
      "case",
      "req/s",
      "p50 ms",
      "p99 ms",
      "ratio to no-DB req/s",
      "p99 / no-DB p99",
      "alone p50 ms (no-DB)",
      "non-2xx",
      "errors",
    ]),
    row(["---", "---", "---", "---", "---", "---", "---", "---", "---"]),
    ...results.map((r) =>
      row([
        r.name,
        Math.round(r.reqPerSec),
        r.p50Ms,
        r.p99Ms,
        `${Math.round(r.ratio * 100)} %`,
        r.p99Ratio.toFixed(1),
        `${r.aloneP50Ms} (${r.baselineAloneP50Ms})`,
        r.non2xx,
        r.errors,
      ]),
    ),
  ].join("\n");
}

async function benchDatabase(kind: "postgresql" | "embedded", fake: FakeOpenAI) {
  const database = await createAppDatabase(kind === "postgresql" ? SERVER_URL! : null);
  const adminEmail = "bench-admin@example.com";
  try {
    const seeded = seed(database);
    writeSameSizeFile(seeded.photoBytes.at(-1) ?? 0);
    const app = await startBuiltApp({
      port: PORT,
      database,
      nodeArgs: PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [],
      env: {
        OPENAI_API_KEY: "sk-bench",
        OPENAI_BASE_URL: fake.baseURL,
        ADMIN_EMAILS: adminEmail,
        TRUSTED_PROXY_HOPS: "1",
        CLIENT_RATE_LIMIT_FACTOR: "1000",
        NEXTAUTH_SECRET: "bench-secret",
      },
    });
    try {
      const bearer = await signedInToken(app.url, adminEmail);
      const userToken = await signedInToken(app.url, SPOTS_OWNER);
      const baseline: Case = { name: BASELINE, paths: ["/api/environment"] };
      const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
      const all = cases(seeded, bearer, userToken).filter((test) => !only || only.test(test.name));
      const load = [os.loadavg()[0]!];
      const baselines: (Measurement & { aloneP50Ms: number })[] = [];
      const measured: (Measurement & { aloneP50Ms: number })[] = [];
      const run = async (test: Case) => {
        await settle(app.url);
        await measure(app.url, test, { connections: CONNECTIONS, seconds: 1 }); // warm-up: connections, caches
        const result = await measure(app.url, test, { connections: CONNECTIONS, seconds: SECONDS });
        if (app.process.exitCode !== null || app.process.signalCode !== null)
          throw new Error(`next start ended during ${test.name}:\n${app.output().slice(-4000)}`);
        if (result.requests === 0 || result.non2xx > 0)
          console.error(
            `  ${test.name}: ${result.non2xx} non-2xx answers; server said:\n${app.output().slice(-2000)}`,
          );
        await settle(app.url);
        const alone = await measure(app.url, test, { connections: 1, amount: 30 });
        console.error(
          `  ${kind}: ${test.name}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99Ms} ms, alone p50 ${alone.p50Ms} ms`,
        );
        return { ...result, aloneP50Ms: alone.p50Ms };
      };
      // Baseline, two cases, baseline, two cases, ...: every case has a baseline run next to it.
      baselines.push(await run(baseline));
      for (let i = 0; i < all.length; i += 2) {
        for (const test of all.slice(i, i + 2)) measured.push(await run(test));
        baselines.push(await run(baseline));
        load.push(os.loadavg()[0]!);
      }
      const results: CaseResult[] = measured.map((m, index) => {
        const beside = [baselines[Math.floor(index / 2)]!, baselines[Math.floor(index / 2) + 1]!];
        const reqPerSec = (beside[0]!.reqPerSec + beside[1]!.reqPerSec) / 2;
        const p99 = (beside[0]!.p99Ms + beside[1]!.p99Ms) / 2;
        return {
          ...m,
          baselineReqPerSec: reqPerSec,
          baselineP99Ms: p99,
          baselineAloneP50Ms: (beside[0]!.aloneP50Ms + beside[1]!.aloneP50Ms) / 2,
          ratio: m.reqPerSec / reqPerSec,
          p99Ratio: m.p99Ms / p99,
        };
      });
      return {
        database: kind === "postgresql" ? "PostgreSQL (adapter-pg)" : "embedded (PGlite)",
        date: new Date().toISOString(),
        command: "npm run bench",
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model ?? "unknown",
          memoryGiB: Math.round(os.totalmem() / 2 ** 30),
          node: process.version,
          loadAverage1m: load.map((l) => Math.round(l * 100) / 100),
        },
        settings: {
          seconds: SECONDS,
          connections: CONNECTIONS,
          modelDelayMs: MODEL_DELAY_MS,
          baseline: BASELINE,
          photoBytes: seeded.photoBytes,
        },
        baselines,
        results,
      };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(path.join("public", SAME_SIZE_FILE), { force: true });
    await database.drop();
  }
}

async function main() {
  const wanted = (process.env.BENCH_DATABASES ?? (SERVER_URL ? "postgresql,embedded" : "embedded")).split(
    ",",
  );
  if (wanted.includes("postgresql") && !SERVER_URL)
    throw new Error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to benchmark PostgreSQL");
  const fake = new FakeOpenAI({
    defaultResponder: () => MODEL_ANSWER,
    defaultDelayMs: MODEL_DELAY_MS,
    record: false,
  });
  await fake.start();
  mkdirSync("bench/results", { recursive: true });
  try {
    for (const kind of wanted as ("postgresql" | "embedded")[]) {
      console.error(`HTTP benchmark on ${kind}: ${SECONDS} s per case at ${CONNECTIONS} connections`);
      const report = await benchDatabase(kind, fake);
      writeFileSync(`bench/results/http-${kind}.json`, `${JSON.stringify(report, null, 2)}\n`);
      console.log(
        `\n${report.database}, ${report.machine.cpus} cores, Node ${report.machine.node}, load ${report.machine.loadAverage1m.join(" ")}`,
      );
      console.log(summaryTable(report.results));
    }
  } finally {
    await fake.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
