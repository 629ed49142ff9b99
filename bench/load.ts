// Load and soak: virtual users browse, sign in, upload, analyse and list as an administrator
// against the production build, while the server's memory is sampled. Fails (exit 1) on any
// 5xx, connection error or unexpected status, on memory that keeps growing, or on a p99 above
// its bound. Writes bench/results/load.json; docs/resilience.md holds the last full run.
//
//   npm run test:stress                                  # builds, then 100 users for 5 minutes
//   LOAD_VUS=20 LOAD_DURATION_S=30 npx tsx bench/load.ts # a short smoke run (needs a build)
//
// Options (environment): LOAD_VUS (100), LOAD_DURATION_S (300), LOAD_THINK_MS (1000, pause
// between a user's requests), LOAD_MODEL_DELAY_MS (1500, the fake model's answer time),
// LOAD_PORT (3830; the fake model takes the next port), LOAD_OUTPUT (bench/results/load.json).
// The database is a new one on TEST_DATABASE_URL's server (embedded PostgreSQL without it).

import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { FakeOpenAI } from "../tests/fakes/openai";
import { createAppDatabase, startBuiltApp } from "../tests/support/built-app";

const VUS = Number(process.env.LOAD_VUS ?? 100);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 300);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const MODEL_DELAY_MS = Number(process.env.LOAD_MODEL_DELAY_MS ?? 1500);
const PORT = Number(process.env.LOAD_PORT ?? 3830);
const OUTPUT = process.env.LOAD_OUTPUT ?? "bench/results/load.json";
const SAMPLE_EVERY_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** Signed-in users get 5 free summaries a day (settings.fair_use_limit_daily): a user signs in afresh before that. */
const SUMMARIES_PER_ACCOUNT = 4;
/** Memory may grow this much between the second and the last fifth of the run (GC noise and caches filling). */
const MAX_RSS_GROWTH = 0.15;

/** p99 bounds (ms) per operation, for a 2-core machine that other work shares. */
const P99_BOUNDS_MS: Record<string, number> = {
  "page /": 2_000,
  "page /gallery": 2_000,
  "page /reports/{id}": 2_000,
  "GET /api/reports/public": 1_000,
  "sign-in: send code": 1_500,
  "sign-in: read code (dev outbox)": 1_000,
  "sign-in: verify code": 1_500,
  "POST /api/photos/upload": 3_000,
  "POST /api/analysis/summary": MODEL_DELAY_MS + 3_000,
  "GET /api/admin/users": 1_500,
  "GET /api/admin/reports": 1_500,
};

type Sample = { ms: number; status: number };
const samples = new Map<string, Sample[]>();
const failures: { op: string; status: number; detail: string }[] = [];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A pause of THINK_MS ± 50 %, so users do not march in step. */
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

/** One request of a user; every answer is recorded under `op`, and a wrong status as a failure. */
async function send(
  op: string,
  url: string,
  init: RequestInit & { ip: string },
  expected = 200,
): Promise<unknown> {
  const started = performance.now();
  let status = 0;
  let body: unknown = null;
  try {
    const res = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": init.ip },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = res.status;
    const text = await res.text();
    body = (res.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : text;
  } catch (error) {
    body = { detail: String(error) };
  }
  const ms = performance.now() - started;
  if (!samples.has(op)) samples.set(op, []);
  samples.get(op)!.push({ ms, status });
  if (status !== expected) {
    const detail = body && typeof body === "object" && "detail" in body ? String(body.detail) : String(body);
    failures.push({ op, status, detail: detail.slice(0, 200) });
    return null;
  }
  return body;
}

const json = (payload: unknown, token?: string) => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(payload),
});

/** Sign-in by e-mailed code, the code read from the development outbox (APP_ENV=testing). */
async function signIn(base: string, email: string, ip: string): Promise<string | null> {
  const sent = (await send("sign-in: send code", `${base}/api/auth/send-login-code`, {
    ...json({ email }),
    ip,
  })) as {
    token?: string;
  } | null;
  if (!sent?.token) return null;
  const outbox = (await send(
    "sign-in: read code (dev outbox)",
    `${base}/api/dev/verification-codes?email=${encodeURIComponent(email)}`,
    { ip },
  )) as { codes?: { code: string }[] } | null;
  const code = outbox?.codes?.[0]?.code;
  if (!code) return null;
  const signedIn = (await send("sign-in: verify code", `${base}/api/auth/verify-login-code`, {
    ...json({ email, code, token: sent.token }),
    ip,
  })) as { access_token?: string } | null;
  return signedIn?.access_token ?? null;
}

async function upload(base: string, photo: Buffer, token: string, ip: string): Promise<string | null> {
  const form = new FormData();
  form.append("files", new File([new Uint8Array(photo)], "face.jpg", { type: "image/jpeg" }));
  const uploaded = (await send("POST /api/photos/upload", `${base}/api/photos/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
    ip,
  })) as { photo_ids?: string[] } | null;
  return uploaded?.photo_ids?.[0] ?? null;
}

async function summary(base: string, photoId: string, token: string, ip: string): Promise<string | null> {
  const report = (await send("POST /api/analysis/summary", `${base}/api/analysis/summary`, {
    ...json({ photo_ids: [photoId] }, token),
    ip,
  })) as { report_id?: string } | null;
  return report?.report_id ?? null;
}

type Shared = { base: string; photo: Buffer; adminToken: string; sharedReportId: string; until: number };

/** One virtual user, from its own address: browse, sign in (a new account every few reports), upload, analyse. */
async function virtualUser(index: number, shared: Shared): Promise<void> {
  const { base, until } = shared;
  const ip = `10.${(index >> 8) & 255}.${index & 255}.7`;
  let token: string | null = null;
  let accounts = 0;
  let summaries = 0;
  await sleep(Math.random() * THINK_MS * 2);
  while (Date.now() < until) {
    await send("page /", `${base}/`, { ip });
    await think();
    await send("page /gallery", `${base}/gallery`, { ip });
    await think();
    await send("GET /api/reports/public", `${base}/api/reports/public`, { ip });
    await think();
    await send("page /reports/{id}", `${base}/reports/${shared.sharedReportId}`, { ip });
    await think();
    if (!token || summaries >= SUMMARIES_PER_ACCOUNT) {
      token = await signIn(base, `vu${index}-${++accounts}@load.example.com`, ip);
      summaries = 0;
      await think();
    }
    if (token) {
      const photoId = await upload(base, shared.photo, token, ip);
      await think();
      if (photoId) {
        await summary(base, photoId, token, ip);
        summaries++;
        await think();
      }
    }
    const list = index % 2 === 0 ? "users" : "reports";
    await send(`GET /api/admin/${list}`, `${base}/api/admin/${list}?page=1&page_size=20`, {
      headers: { authorization: `Bearer ${shared.adminToken}` },
      ip,
    });
    await think();
  }
}

/** VmRSS of a process, in MB, from /proc (Linux). */
function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

async function main() {
  const database = await createAppDatabase();
  const openai = new FakeOpenAI({ defaultDelayMs: MODEL_DELAY_MS });
  await openai.start(PORT + 1);
  const app = await startBuiltApp({
    port: PORT,
    database,
    env: {
      OPENAI_API_KEY: "sk-load",
      OPENAI_BASE_URL: openai.baseURL,
      // Every user is a client of its own behind one trusted proxy, as in production.
      TRUSTED_PROXY_HOPS: "1",
      LOG_LEVEL: "warn",
    },
  });
  const pid = app.process.pid!;
  try {
    const base = app.url;
    const photo = await sharp({
      create: {
        width: 1280,
        height: 960,
        channels: 3,
        background: "#b48c78",
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();

    // The administrator (ADMIN_EMAILS of the test setup) and one public report everyone views.
    const adminToken = await signIn(base, "admin@example.com", "10.255.255.1");
    const seedToken = await signIn(base, "seed@load.example.com", "10.255.255.2");
    const seedPhoto = seedToken ? await upload(base, photo, seedToken, "10.255.255.2") : null;
    const sharedReportId =
      seedPhoto && seedToken ? await summary(base, seedPhoto, seedToken, "10.255.255.2") : null;
    if (!adminToken || !sharedReportId) throw new Error(`setup failed: ${JSON.stringify(failures)}`);
    samples.clear();

    const started = Date.now();
    const until = started + DURATION_S * 1000;
    const rss: { t: number; mb: number; load1: number }[] = [];
    const sampler = setInterval(() => {
      const mb = rssMb(pid);
      if (mb !== null)
        rss.push({ t: Math.round((Date.now() - started) / 1000), mb, load1: os.loadavg()[0]! });
    }, SAMPLE_EVERY_MS);
    const shared: Shared = { base, photo, adminToken, sharedReportId, until };
    console.log(`${VUS} users for ${DURATION_S} s against ${base} (pid ${pid})...`);
    await Promise.all(Array.from({ length: VUS }, (_, i) => virtualUser(i, shared)));
    clearInterval(sampler);
    const elapsedS = (Date.now() - started) / 1000;

    const operations = [...samples.entries()].map(([op, list]) => {
      const times = list.map((s) => s.ms).sort((a, b) => a - b);
      const statuses: Record<string, number> = {};
      for (const s of list) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
      const p99 = percentile(times, 99);
      const bound = P99_BOUNDS_MS[op] ?? Infinity;
      return {
        op,
        count: list.length,
        statuses,
        p50_ms: Math.round(percentile(times, 50)),
        p95_ms: Math.round(percentile(times, 95)),
        p99_ms: Math.round(p99),
        max_ms: Math.round(times.at(-1) ?? NaN),
        p99_bound_ms: bound,
        within_bound: p99 <= bound,
      };
    });
    const all = [...samples.values()].flat();
    const serverErrors = all.filter((s) => s.status >= 500).length;
    const connectionErrors = all.filter((s) => s.status === 0).length;
    const tooMany = all.filter((s) => s.status === 429).length;

    // Second fifth of the run (after warm-up) against the last fifth.
    const fifth = DURATION_S / 5;
    const window = (from: number, to: number) => rss.filter((r) => r.t > from && r.t <= to).map((r) => r.mb);
    const early = median(window(fifth, 2 * fifth));
    const late = median(window(4 * fifth, DURATION_S + 10));
    const growth = (late - early) / early;

    const checks = {
      no_server_errors: serverErrors === 0,
      no_connection_errors: connectionErrors === 0,
      only_expected_statuses: failures.length === 0,
      memory_not_growing: Number.isFinite(growth) && growth <= MAX_RSS_GROWTH,
      p99_within_bounds: operations.every((o) => o.within_bound),
    };
    const result = {
      when: new Date().toISOString(),
      config: { vus: VUS, duration_s: DURATION_S, think_ms: THINK_MS, model_delay_ms: MODEL_DELAY_MS },
      machine: {
        cpus: os.cpus().length,
        cpu_model: os.cpus()[0]?.model,
        memory_gb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        database: database.databaseUrl ? "postgresql" : "embedded",
        load_average_during_run: {
          min: Math.min(...rss.map((r) => r.load1)),
          median: median(rss.map((r) => r.load1)),
          max: Math.max(...rss.map((r) => r.load1)),
        },
      },
      requests: all.length,
      requests_per_second: Math.round(all.length / elapsedS),
      server_errors: serverErrors,
      connection_errors: connectionErrors,
      too_many_requests: tooMany,
      unexpected: failures.slice(0, 50),
      operations,
      memory: {
        rss_mb_second_fifth_median: Math.round(early),
        rss_mb_last_fifth_median: Math.round(late),
        growth_percent: Math.round(growth * 1000) / 10,
        max_growth_percent: MAX_RSS_GROWTH * 100,
        samples: rss.map((r) => ({ t: r.t, mb: Math.round(r.mb) })),
      },
      checks,
      passed: Object.values(checks).every(Boolean),
    };
    mkdirSync(path.dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);
    console.table(
      operations.map(({ op, count, p50_ms, p95_ms, p99_ms, p99_bound_ms, statuses }) => ({
        op,
        count,
        p50_ms,
        p95_ms,
        p99_ms,
        p99_bound_ms,
        statuses: JSON.stringify(statuses),
      })),
    );
    console.log(
      `${all.length} requests (${result.requests_per_second}/s), ${serverErrors} 5xx, ${connectionErrors} connection errors, ` +
        `${tooMany} 429; RSS ${Math.round(early)} -> ${Math.round(late)} MB (${result.memory.growth_percent} %); ` +
        `${result.passed ? "PASSED" : `FAILED: ${JSON.stringify(checks)}`} -> ${OUTPUT}`,
    );
    if (failures.length) console.log("unexpected answers (first 10):", failures.slice(0, 10));
    process.exitCode = result.passed ? 0 : 1;
  } finally {
    await app.stop();
    await openai.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
