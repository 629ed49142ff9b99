// Load and soak: virtual users browse, sign in, upload, analyse and list as an administrator
// against the production build, while the server's memory is sampled. Fails (exit 1) on any
// 5xx, connection error or unexpected status, on memory that keeps growing, or on a p99 above
// its bound. Writes bench/results/load.json; docs/resilience.md holds the last full run.
//
//   npm run test:stress                                  # builds, then 100 users for 5 minutes
//   LOAD_VUS=20 LOAD_DURATION_S=30 LOAD_RAMP_S=5 npx tsx bench/load.ts # a short run (needs a build)
//
// Options (environment): LOAD_VUS (100), LOAD_DURATION_S (300), LOAD_THINK_MS (1000, pause
// between a user's requests), LOAD_MODEL_DELAY_MS (1500, the fake model's answer time),
// LOAD_PORT (3830; the fake model takes the next port), LOAD_OUTPUT (bench/results/load.json),
// LOAD_PROFILE (a folder: the server writes a CPU profile there; bench/profile-summary.ts reads it),
// LOAD_RAMP_S (30: the users start one after another over this many seconds, as load tools ramp up),
// LOAD_INSTANCES (1: more run behind nginx on one PostgreSQL database; needs TEST_DATABASE_URL).
// The database is a new one on TEST_DATABASE_URL's server (embedded PostgreSQL without it).

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { FakeOpenAI } from "../tests/fakes/openai";
import { createAppDatabase, startBuiltApp, type BuiltApp } from "../tests/support/built-app";
import { startNginx, type Nginx } from "../tests/support/nginx";

export type LoadOptions = {
  vus: number;
  durationS: number;
  /** The mean pause between two requests of one user (each pause is 50-150 % of it). */
  thinkMs: number;
  /** The users start evenly spread over this many seconds from the start of the run. */
  rampS: number;
  /** How long the fake model takes to answer. */
  modelDelayMs: number;
  /** The app's port; the fake model takes the next one. */
  port: number;
  /**
   * `next start` instances (1 by default). With more, they run on one PostgreSQL database behind
   * nginx (deploy/nginx.conf) on `port`, as docs/scaling.md runs them, on the ports after the model's.
   */
  instances?: number;
};

const SAMPLE_EVERY_MS = 5_000;
const PROFILE_DIR = process.env.LOAD_PROFILE;
const REQUEST_TIMEOUT_MS = 30_000;
/** Signed-in users get 5 free summaries a day (settings.fair_use_limit_daily): a user signs in afresh before that. */
const SUMMARIES_PER_ACCOUNT = 4;
/** RSS may grow this much from the second to the last fifth of the run (GC swings and caches filling). */
export const MAX_RSS_GROWTH = 0.15;

/** p99 bounds (ms) per operation, for a 2-core machine that other work shares. */
export function p99BoundsMs(modelDelayMs: number): Record<string, number> {
  return {
    "page /": 2_000,
    "page /gallery": 2_000,
    "page /reports/{id}": 2_000,
    "GET /api/reports/public": 1_000,
    "sign-in: send code": 1_500,
    "sign-in: read code (dev outbox)": 1_000,
    "sign-in: verify code": 1_500,
    "POST /api/photos/upload": 3_000,
    "POST /api/analysis/summary": modelDelayMs + 3_000,
    "GET /api/admin/users": 1_500,
    "GET /api/admin/reports": 1_500,
  };
}

/** `at`: seconds from the start of the run to the request. */
type Sample = { ms: number; status: number; at: number };
type Unexpected = { op: string; status: number; detail: string };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every answer of a run, by operation, and the ones with a status other than expected. */
class Recorder {
  readonly samples = new Map<string, Sample[]>();
  readonly unexpected: Unexpected[] = [];
  private readonly origin = performance.now();

  constructor(
    readonly base: string,
    private readonly thinkMs: number,
  ) {}

  /** A pause of thinkMs ± 50 %, so users do not march in step. */
  think(): Promise<unknown> {
    return sleep(this.thinkMs * (0.5 + Math.random()));
  }

  /** One request from `ip` (sent as X-Forwarded-For behind the one trusted proxy); the body when the status is 200. */
  async send(op: string, pathAndQuery: string, init: RequestInit & { ip: string }): Promise<unknown> {
    const started = performance.now();
    let status = 0;
    let body: unknown = null;
    try {
      const res = await fetch(`${this.base}${pathAndQuery}`, {
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
    const list = this.samples.get(op) ?? [];
    list.push({ ms: performance.now() - started, status, at: (started - this.origin) / 1000 });
    this.samples.set(op, list);
    if (status === 200) return body;
    const detail = body && typeof body === "object" && "detail" in body ? String(body.detail) : String(body);
    this.unexpected.push({ op, status, detail: detail.slice(0, 200) });
    return null;
  }
}

const json = (payload: unknown, token?: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(payload),
});

/** Sign-in by e-mailed code, the code read from the development outbox (APP_ENV=testing). */
async function signIn(r: Recorder, email: string, ip: string): Promise<string | null> {
  const sent = (await r.send("sign-in: send code", "/api/auth/send-login-code", {
    ...json({ email }),
    ip,
  })) as {
    token?: string;
  } | null;
  if (!sent?.token) return null;
  const outbox = (await r.send(
    "sign-in: read code (dev outbox)",
    `/api/dev/verification-codes?email=${encodeURIComponent(email)}`,
    { ip },
  )) as { codes?: { code: string }[] } | null;
  const code = outbox?.codes?.[0]?.code;
  if (!code) return null;
  const signedIn = (await r.send("sign-in: verify code", "/api/auth/verify-login-code", {
    ...json({ email, code, token: sent.token }),
    ip,
  })) as { access_token?: string } | null;
  return signedIn?.access_token ?? null;
}

async function upload(r: Recorder, photo: Buffer, token: string, ip: string): Promise<string | null> {
  const form = new FormData();
  form.append("files", new File([new Uint8Array(photo)], "face.jpg", { type: "image/jpeg" }));
  const uploaded = (await r.send("POST /api/photos/upload", "/api/photos/upload", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
    ip,
  })) as { photo_ids?: string[] } | null;
  return uploaded?.photo_ids?.[0] ?? null;
}

async function summary(r: Recorder, photoId: string, token: string, ip: string): Promise<string | null> {
  const report = (await r.send("POST /api/analysis/summary", "/api/analysis/summary", {
    ...json({ photo_ids: [photoId] }, token),
    ip,
  })) as { report_id?: string } | null;
  return report?.report_id ?? null;
}

type Shared = {
  photo: Buffer;
  adminToken: string;
  sharedReportId: string;
  started: number;
  until: number;
  /** When each user starts, in ms from `started`: spread evenly over the ramp. */
  startEveryMs: number;
};

/** One virtual user, from its own address: browse, sign in (a new account every few reports), upload, analyse, list. */
async function virtualUser(r: Recorder, index: number, shared: Shared): Promise<void> {
  const ip = `10.${(index >> 8) & 255}.${index & 255}.7`;
  let token: string | null = null;
  let accounts = 0;
  let summaries = 0;
  await sleep(shared.started + index * shared.startEveryMs - Date.now());
  while (Date.now() < shared.until) {
    await r.send("page /", "/", { ip });
    await r.think();
    await r.send("page /gallery", "/gallery", { ip });
    await r.think();
    await r.send("GET /api/reports/public", "/api/reports/public", { ip });
    await r.think();
    await r.send("page /reports/{id}", `/reports/${shared.sharedReportId}`, { ip });
    await r.think();
    if (!token || summaries >= SUMMARIES_PER_ACCOUNT) {
      token = await signIn(r, `vu${index}-${++accounts}@load.example.com`, ip);
      summaries = 0;
      await r.think();
    }
    const photoId = token ? await upload(r, shared.photo, token, ip) : null;
    await r.think();
    if (token && photoId) {
      await summary(r, photoId, token, ip);
      summaries++;
      await r.think();
    }
    const list = index % 2 === 0 ? "users" : "reports";
    await r.send(`GET /api/admin/${list}`, `/api/admin/${list}?page=1&page_size=20`, {
      headers: { authorization: `Bearer ${shared.adminToken}` },
      ip,
    });
    await r.think();
  }
}

/** VmRSS of a process, in MB, from /proc (Linux); `next start` serves from its own process. */
function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Busy and all CPU ticks of the whole machine so far, every core together, from /proc/stat (Linux). */
function machineTicks(): { busy: number; all: number } {
  try {
    const fields = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]!
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const all = fields.reduce((sum, value) => sum + value, 0);
    return { busy: all - fields[3]! - fields[4]!, all };
  } catch {
    return { busy: NaN, all: NaN };
  }
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (Linux, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function summarise(r: Recorder, bounds: Record<string, number>) {
  return [...r.samples.entries()].map(([op, list]) => {
    const times = list.map((s) => s.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const s of list) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    const p99 = percentile(times, 99);
    const bound = bounds[op] ?? Infinity;
    const p99Of = (from: number, to: number) =>
      Math.round(
        percentile(
          list
            .filter((s) => s.at >= from && s.at < to)
            .map((s) => s.ms)
            .sort((a, b) => a - b),
          99,
        ),
      );
    return {
      op,
      count: list.length,
      statuses,
      p50_ms: Math.round(percentile(times, 50)),
      p95_ms: Math.round(percentile(times, 95)),
      p99_ms: Math.round(p99),
      max_ms: Math.round(times.at(-1) ?? NaN),
      p99_first_30s_ms: p99Of(0, 30),
      p99_after_30s_ms: p99Of(30, Infinity),
      p99_bound_ms: bound,
      within_bound: p99 <= bound,
    };
  });
}

/** The server's logged errors and warnings, counted by message, so a failed run says why. */
function serverLogErrors(output: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) < 40) continue;
      const key = `${entry.msg ?? ""}${entry.err?.message ? `: ${entry.err.message.slice(0, 160)}` : ""}`;
      counts[key] = (counts[key] ?? 0) + 1;
    } catch {
      // not a log line
    }
  }
  return counts;
}

export type LoadResult = Awaited<ReturnType<typeof runLoad>>;

/** Starts the built app on a new database with a fake model, runs the users, and measures. */
export async function runLoad(options: LoadOptions) {
  const instances = options.instances ?? 1;
  if (instances > 1 && !process.env.TEST_DATABASE_URL) {
    throw new Error("several instances share one PostgreSQL database: set TEST_DATABASE_URL");
  }
  const database = await createAppDatabase();
  const openai = new FakeOpenAI({ defaultDelayMs: options.modelDelayMs });
  await openai.start(options.port + 1);
  const apps: BuiltApp[] = [];
  let nginx: Nginx | undefined;
  try {
    for (let i = 0; i < instances; i++) {
      apps.push(
        await startBuiltApp({
          port: instances === 1 ? options.port : options.port + 2 + i,
          database,
          env: {
            OPENAI_API_KEY: "sk-load",
            OPENAI_BASE_URL: openai.baseURL,
            // Every user is a client of its own behind the trusted proxies, as in production: the
            // users' X-Forwarded-For stands for a CDN's, and nginx appends its own hop.
            TRUSTED_PROXY_HOPS: instances === 1 ? "1" : "2",
            LOG_LEVEL: "warn",
          },
          nodeArgs: PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [],
        }),
      );
    }
    if (instances > 1)
      nginx = await startNginx(
        options.port,
        apps.map((app) => `127.0.0.1:${app.port}`),
      );
    const base = nginx?.url ?? apps[0]!.url;
    return {
      ...(await measure(
        options,
        base,
        apps.map((app) => app.process.pid!),
      )),
      server_log: serverLogErrors(apps.map((app) => app.output()).join("\n")),
      // nginx's errors (an upstream that closed or refused a request), first 20; its warnings are
      // upload bodies buffered to disk, as they should be.
      proxy_errors: (nginx?.errorLog() ?? "")
        .split("\n")
        .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line))
        .slice(0, 20),
    };
  } finally {
    await nginx?.stop();
    await Promise.all(apps.map((app) => app.stop()));
    await openai.stop();
    await database.drop();
  }
}

async function measure(options: LoadOptions, base: string, pids: number[]) {
  // Every instance together, as one server.
  const serverCpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const serverRss = () => {
    const each = pids.map(rssMb);
    return each.every((mb) => mb !== null) ? each.reduce((sum, mb) => sum + mb, 0) : null;
  };
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

  // The administrator (ADMIN_EMAILS of built-app.ts) and one public report everyone views.
  const setup = new Recorder(base, 0);
  const adminToken = await signIn(setup, "admin@example.com", "10.255.255.1");
  const seedToken = await signIn(setup, "seed@load.example.com", "10.255.255.2");
  const seedPhoto = seedToken ? await upload(setup, photo, seedToken, "10.255.255.2") : null;
  const sharedReportId =
    seedToken && seedPhoto ? await summary(setup, seedPhoto, seedToken, "10.255.255.2") : null;
  if (!adminToken || !sharedReportId) throw new Error(`setup failed: ${JSON.stringify(setup.unexpected)}`);

  const r = new Recorder(base, options.thinkMs);
  const cpuAtStart = serverCpu();
  const machineAtStart = machineTicks();
  const generatorAtStart = process.cpuUsage();
  const started = Date.now();
  const until = started + options.durationS * 1000;
  const rss: { t: number; mb: number; load1: number }[] = [];
  const sampler = setInterval(() => {
    const mb = serverRss();
    if (mb !== null) rss.push({ t: Math.round((Date.now() - started) / 1000), mb, load1: os.loadavg()[0]! });
  }, SAMPLE_EVERY_MS);
  console.log(`${options.vus} users for ${options.durationS} s against ${base} (pids ${pids.join(", ")})...`);
  try {
    const startEveryMs = (options.rampS * 1000) / options.vus;
    const shared: Shared = { photo, adminToken, sharedReportId, started, until, startEveryMs };
    await Promise.all(Array.from({ length: options.vus }, (_, i) => virtualUser(r, i, shared)));
  } finally {
    clearInterval(sampler);
  }
  const elapsedS = (Date.now() - started) / 1000;
  const serverCpuS = serverCpu() - cpuAtStart;
  const machineAtEnd = machineTicks();
  const machineBusy = (machineAtEnd.busy - machineAtStart.busy) / (machineAtEnd.all - machineAtStart.all);
  const generatorUsage = process.cpuUsage(generatorAtStart);
  const generatorCpuS = (generatorUsage.user + generatorUsage.system) / 1e6;

  const operations = summarise(r, p99BoundsMs(options.modelDelayMs));
  const all = [...r.samples.values()].flat();
  const serverErrors = all.filter((s) => s.status >= 500).length;
  const connectionErrors = all.filter((s) => s.status === 0).length;

  // The second fifth of the run (after warm-up) against the last fifth.
  const fifth = options.durationS / 5;
  const window = (from: number, to: number) => rss.filter((s) => s.t > from && s.t <= to).map((s) => s.mb);
  const early = median(window(fifth, 2 * fifth));
  const late = median(window(4 * fifth, Infinity));
  const growth = (late - early) / early;
  const loads = rss.map((s) => s.load1);

  const checks = {
    no_server_errors: serverErrors === 0,
    no_connection_errors: connectionErrors === 0,
    only_expected_statuses: r.unexpected.length === 0,
    memory_not_growing: Number.isFinite(growth) && growth <= MAX_RSS_GROWTH,
    p99_within_bounds: operations.every((o) => o.within_bound),
  };
  return {
    when: new Date().toISOString(),
    config: {
      vus: options.vus,
      duration_s: options.durationS,
      think_ms: options.thinkMs,
      ramp_s: options.rampS,
      instances: pids.length,
      model_delay_ms: options.modelDelayMs,
    },
    machine: {
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model,
      memory_gb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      database: process.env.TEST_DATABASE_URL ? "postgresql" : "embedded",
      load_average_1m_during_run: { min: Math.min(...loads), median: median(loads), max: Math.max(...loads) },
    },
    requests: all.length,
    requests_per_second: Math.round(all.length / elapsedS),
    // What the server itself spent, whatever else runs on the machine: capacity = cores / this.
    server_cpu_seconds: Math.round(serverCpuS),
    server_cpu_ms_per_request: Math.round((serverCpuS * 1000) / all.length),
    server_cores_busy: Math.round((serverCpuS / elapsedS) * 100) / 100,
    // The rest of the machine: this process (the users and the fake model), and everything else
    // (PostgreSQL, the system). When the machine is near all its cores, every answer queues for one.
    generator_cores_busy: Math.round((generatorCpuS / elapsedS) * 100) / 100,
    machine_cores_busy: Math.round(machineBusy * os.cpus().length * 100) / 100,
    server_errors: serverErrors,
    connection_errors: connectionErrors,
    too_many_requests: all.filter((s) => s.status === 429).length,
    unexpected: r.unexpected.slice(0, 50),
    operations,
    memory: {
      rss_mb_second_fifth_median: Math.round(early),
      rss_mb_last_fifth_median: Math.round(late),
      growth_percent: Math.round(growth * 1000) / 10,
      max_growth_percent: MAX_RSS_GROWTH * 100,
      samples: rss.map((s) => ({ t: s.t, mb: Math.round(s.mb), load1: Math.round(s.load1 * 10) / 10 })),
    },
    checks,
    passed: Object.values(checks).every(Boolean),
  };
}

async function main() {
  const env = process.env;
  const output = env.LOAD_OUTPUT ?? "bench/results/load.json";
  const result = await runLoad({
    vus: Number(env.LOAD_VUS ?? 100),
    durationS: Number(env.LOAD_DURATION_S ?? 300),
    thinkMs: Number(env.LOAD_THINK_MS ?? 1000),
    rampS: Number(env.LOAD_RAMP_S ?? 30),
    modelDelayMs: Number(env.LOAD_MODEL_DELAY_MS ?? 1500),
    port: Number(env.LOAD_PORT ?? 3830),
    instances: Number(env.LOAD_INSTANCES ?? 1),
  });
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(result, null, 2)}\n`);
  console.table(
    result.operations.map(({ op, count, p50_ms, p95_ms, p99_ms, p99_bound_ms, statuses, ...rest }) => ({
      op,
      count,
      p50_ms,
      p95_ms,
      p99_ms,
      p99_bound_ms,
      p99_0_30s: rest.p99_first_30s_ms,
      p99_30s_on: rest.p99_after_30s_ms,
      statuses: JSON.stringify(statuses),
    })),
  );
  const { memory } = result;
  console.log(
    `${result.requests} requests (${result.requests_per_second}/s), ${result.server_errors} 5xx, ` +
      `${result.connection_errors} connection errors, ${result.too_many_requests} 429; server CPU ` +
      `${result.server_cpu_ms_per_request} ms a request (${result.server_cores_busy} cores busy; users and ` +
      `model ${result.generator_cores_busy}, machine ${result.machine_cores_busy} of ${result.machine.cpus}); RSS ` +
      `${memory.rss_mb_second_fifth_median} -> ${memory.rss_mb_last_fifth_median} MB (${memory.growth_percent} %); ` +
      `${result.passed ? "PASSED" : `FAILED: ${JSON.stringify(result.checks)}`} -> ${output}`,
  );
  if (result.unexpected.length) console.log("unexpected answers (first 10):", result.unexpected.slice(0, 10));
  process.exitCode = result.passed ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
