// Starts the built app for one end-to-end project on a database of its own:
// a new database on the TEST_DATABASE_URL server, or a new embedded folder.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const [kind, port] = process.argv.slice(2);
const env = {
  ...process.env,
  APP_ENV: "testing",
  PORT: port,
  APP_URL: `http://127.0.0.1:${port}`,
  NEXTAUTH_SECRET: "e2e-test-secret",
  ENCRYPTION_KEY: "e2e-encryption-key",
  ADMIN_EMAILS: "admin@example.com",
  LOG_LEVEL: "warn",
  // Every browser of the suite comes from 127.0.0.1: one address for hundreds of sign-ins (over 200
  // an hour, the limit of ten times the per-address sends, once the suite grew past 270 journeys).
  CLIENT_RATE_LIMIT_FACTOR: "20",
  // Used only once a key is saved in the console: a journey then serves a fake OpenAI there
  // (tests/e2e/support/fake-openai.ts); without a key the demonstration analysis runs.
  OPENAI_BASE_URL: `http://127.0.0.1:${Number(port) + 50}/v1`,
  // The demonstration report is written over about 3 s: long enough to watch it grow and to reload
  // mid-stream (live-analysis.spec.ts), short enough for a suite of many analyses.
  MOCK_AI_PACE_MS: "60",
};
let cleanup = async () => {};

if (kind === "server") {
  const base = process.env.TEST_DATABASE_URL;
  const name = `skinsight_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
} else {
  delete env.DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), "skinsight-e2e-"));
  env.DATA_DIR = dir;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

// All IPv4 addresses, as a deployment binds: with one given address Next hands proxy.ts a
// "localhost" URL, and its rewrites would be fetched as if from another origin.
const server = spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", port, "-H", "0.0.0.0"], {
  env,
  stdio: "inherit",
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", async (code) => {
  await cleanup().catch(() => {});
  process.exit(code ?? 0);
});
