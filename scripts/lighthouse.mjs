// Lighthouse on mobile settings for the public pages, and the first-load
// JavaScript of each page, written to docs/performance.md.
//
//   npm run build && npm run lighthouse
//
// Builds nothing itself: it serves the existing build (`next start`) on a
// scratch embedded database, seeds a few public reports and the landing page's
// content through the app's own API, runs the pinned `lighthouse` CLI against
// Chromium (CHROME_PATH, default /usr/bin/chromium), and measures the gzip size
// of the script chunks each page loads.
//
// LIGHTHOUSE_RUNS (default 3): runs per page, the median performance run is kept.
// LIGHTHOUSE_PORT (default 3990).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { FIRST_LOAD_BUDGET_KB, firstLoadJs } from "../bench/first-load-js.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3990);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const base = `http://127.0.0.1:${port}`;
const outDir = path.join(root, "test-results", "lighthouse");

const TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
  firstLoadKb: FIRST_LOAD_BUDGET_KB,
};
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(path.join(root, ".next", "BUILD_ID"))) fail("No build found: run `npm run build` first.");
if (!existsSync(chromePath)) fail(`Chromium not found at ${chromePath}; set CHROME_PATH.`);

// --- the server, on a database of its own ----------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), "skinsight-lighthouse-"));
const env = {
  ...process.env,
  APP_ENV: "testing",
  PORT: String(port),
  APP_URL: base,
  DATA_DIR: dataDir,
  NEXTAUTH_SECRET: "lighthouse-secret",
  ENCRYPTION_KEY: "lighthouse-encryption-key",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
};
delete env.DATABASE_URL;
delete env.OPENAI_API_KEY;
const server = spawn(
  path.join(root, "node_modules", ".bin", "next"),
  // All IPv4 addresses, as deployments bind (see docs/caching.md: proxy rewrites need it).
  ["start", "-p", String(port), "-H", "0.0.0.0"],
  {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  },
);
let stopping = false;
function stopServer() {
  stopping = true;
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
server.on("exit", (code) => {
  if (!stopping) fail(`next start exited early (${code})`);
});
process.on("SIGINT", () => {
  stopServer();
  process.exit(130);
});

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become healthy in 120 s");
}

async function api(pathname, init) {
  const response = await fetch(`${base}${pathname}`, init);
  const body = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${init?.method ?? "GET"} ${pathname}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

// --- seeded content: public reports with photos, hero images, reviews --------
async function seed() {
  const colours = ["#c98f72", "#b5785d", "#d9a582"];
  const reportIds = [];
  for (const [index, colour] of colours.entries()) {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const form = new FormData();
    form.append("files", new Blob([jpeg], { type: "image/jpeg" }), `skin-${index}.jpg`);
    form.append("privacy_setting", "public");
    // A visitor's photos are used with the secret their upload answered.
    const { photo_ids, upload_secret } = await api("/api/photos/upload", { method: "POST", body: form });
    const report = await api("/api/analysis/summary", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ photo_ids, upload_secret, privacy_setting: "public" }),
    });
    reportIds.push(report.report_id);
  }
  await api("/api/dev/landing-content", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      clear: true,
      hero_images: [
        { title: "Cheek", alt_text: "Close-up of skin on a cheek", colour: "#d9a582" },
        { title: "Forearm", alt_text: "Skin on a forearm", colour: "#c98f72" },
      ],
      reviews: [
        { name: "Anna", quote: "Clear, calm and quick. It told me what to ask my doctor." },
        { name: "Tom", quote: "The follow-up report showed my eczema improving week by week." },
        { name: "Lea", quote: "Easy to use on my phone, and the report was easy to read." },
      ],
      featured_report_ids: reportIds,
    }),
  });
  return reportIds;
}

// --- Lighthouse ---------------------------------------------------------------
function lighthouse(url, outputPath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, "node_modules", ".bin", "lighthouse"),
      [
        url,
        "--quiet",
        "--output=json",
        `--output-path=${outputPath}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        "--form-factor=mobile",
        "--throttling-method=simulate",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync",
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "inherit"] },
    );
    // A page that fails to load (e.g. 404) exits non-zero but still writes a report with its runtimeError.
    child.on("exit", (code) => resolve(code));
    child.on("error", reject);
  });
}

const score = (report, id) => {
  const value = report.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

/** Audits that lost points outside performance, and performance's biggest opportunities. */
function flagged(report) {
  const items = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of report.categories[id].auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) items.push(`${id}: ${audit.title}`);
    }
  }
  for (const ref of report.categories.performance.auditRefs) {
    const audit = report.audits[ref.id];
    if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
      items.push(`performance: ${audit.title} (${audit.displayValue ?? audit.score})`);
  }
  return items;
}

async function measure(name, pathname) {
  const url = `${base}${pathname}`;
  const results = [];
  for (let run = 0; run < runs; run++) {
    const output = path.join(outDir, `${name}-${run + 1}.json`);
    rmSync(output, { force: true });
    const code = await lighthouse(url, output);
    if (!existsSync(output)) throw new Error(`lighthouse exited ${code} for ${url} without a report`);
    const report = JSON.parse(readFileSync(output, "utf8"));
    results.push(report);
    // A page that does not load gives the same error every time.
    if (report.runtimeError) break;
  }
  const ranked = [...results].sort(
    (a, b) => (score(a, "performance") ?? -1) - (score(b, "performance") ?? -1),
  );
  const median = ranked[Math.floor((ranked.length - 1) / 2)];
  if (median.runtimeError)
    return {
      pathname,
      runtimeError: median.runtimeError.code,
      flagged: [`page did not load: ${median.runtimeError.message}`],
      lighthouseVersion: median.lighthouseVersion,
    };
  return {
    pathname,
    runtimeError: null,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(median, id)])),
    performanceRuns: results.map((r) => score(r, "performance")),
    metrics: {
      fcp: median.audits["first-contentful-paint"]?.displayValue,
      lcp: median.audits["largest-contentful-paint"]?.displayValue,
      tbt: median.audits["total-blocking-time"]?.displayValue,
      cls: median.audits["cumulative-layout-shift"]?.displayValue,
    },
    flagged: flagged(median),
    lighthouseVersion: median.lighthouseVersion,
    finalUrl: median.finalDisplayedUrl,
  };
}

const mark = (value, target) => (value === null ? "n/a" : `${value}${value >= target ? "" : " ✗"}`);

function writeReport(pages, jsRows, chromiumVersion) {
  const today = new Date().toISOString().slice(0, 10);
  const lines = [
    "# Performance",
    "",
    "Measured by `scripts/lighthouse.mjs`:",
    "",
    "```sh",
    "npm run build && npm run lighthouse",
    "```",
    "",
    `Last run: ${today}, Lighthouse ${pages[0]?.lighthouseVersion ?? "?"} (npm, pinned), ${chromiumVersion}, ` +
      `mobile form factor with simulated throttling (Lighthouse's defaults: slow 4G, 4x CPU slowdown), ` +
      `${runs} run(s) per page with the median performance run shown, on a ${cpus().length}-core machine shared ` +
      `with other work (load average ${loadavg()[0].toFixed(1)} when the runs ended), so performance varies between runs: ` +
      "Lighthouse multiplies the main-thread time it observes, and a busy machine inflates it. The server is `next start` on a " +
      "scratch embedded database seeded with three public reports, two hero images and three reviews.",
    "",
    `Targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices >= ` +
      `${TARGETS["best-practices"]}, SEO ${TARGETS.seo}, first-load JavaScript <= ${TARGETS.firstLoadKb} KB gzip. ` +
      "✗ marks a miss.",
    "",
    "## Lighthouse (mobile)",
    "",
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const page of pages) {
    if (page.runtimeError) {
      lines.push(`| \`${page.pathname}\` | not measured (${page.runtimeError}) | | | | | | | |`);
      continue;
    }
    const s = page.scores;
    lines.push(
      `| \`${page.pathname}\` | ${mark(s.performance, TARGETS.performance)} (runs: ${page.performanceRuns.join(", ")}) | ` +
        `${mark(s.accessibility, TARGETS.accessibility)} | ${mark(s["best-practices"], TARGETS["best-practices"])} | ` +
        `${mark(s.seo, TARGETS.seo)} | ${page.metrics.fcp} | ${page.metrics.lcp} | ${page.metrics.tbt} | ${page.metrics.cls} |`,
    );
  }
  lines.push(
    "",
    "## First-load JavaScript",
    "",
    "The gzip size (level 9) of every `/_next/static` script the page's HTML loads (not the `noModule` polyfills, which module-capable browsers skip), read from the build in `.next/static`.",
    "",
    "| page | HTTP status | scripts | first-load JS (KB gzip) |",
    "| --- | --- | --- | --- |",
  );
  for (const row of jsRows)
    lines.push(
      `| \`${row.pathname}\` | ${row.status} | ${row.files} | ${row.kb.toFixed(1)}${row.kb <= TARGETS.firstLoadKb ? "" : " ✗"} |`,
    );
  lines.push("", "## What Lighthouse flagged", "");
  for (const page of pages) {
    lines.push(`- \`${page.pathname}\`: ${page.flagged.length ? page.flagged.join("; ") : "nothing"}`);
  }
  lines.push("");
  writeFileSync(path.join(root, "docs", "performance.md"), lines.join("\n"));
}

async function chromiumVersion() {
  return new Promise((resolve) => {
    const child = spawn(chromePath, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("exit", () => resolve(out.trim() || "Chromium"));
  });
}

try {
  mkdirSync(outDir, { recursive: true });
  await waitForHealth();
  const [reportId] = await seed();
  const lighthousePages = [
    ["home", "/"],
    ["gallery", "/gallery"],
    ["report", `/reports/${reportId}`],
    ["pricing", "/pricing"],
    // Another language's pages carry their own words and the same parts: German, the longest.
    ["home-de", "/de"],
    ["pricing-de", "/de/pricing"],
  ];
  const jsPages = [...lighthousePages.map(([, p]) => p), "/contact", "/privacy", "/terms"];
  const jsRows = [];
  for (const pathname of jsPages) jsRows.push({ pathname, ...(await firstLoadJs(base, pathname, root)) });
  // Warm each page once, so the first Lighthouse run does not measure a cold server.
  for (const [, pathname] of lighthousePages) await fetch(`${base}${pathname}`);
  const pages = [];
  for (const [name, pathname] of lighthousePages) {
    console.log(`lighthouse ${pathname} (${runs} run(s))`);
    pages.push(await measure(name, pathname));
  }
  writeReport(pages, jsRows, await chromiumVersion());
  console.log(readFileSync(path.join(root, "docs", "performance.md"), "utf8"));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopServer();
}
