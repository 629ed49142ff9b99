import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminQuery, serverUrl, uniqueDatabaseName, withDatabase } from "./test-database";

// System tests run the production build (`next start`, after `npm run build`) as
// child processes, so they can see what only a real process shows: several
// instances on one database, a process killed mid-request, a database restart.

export type AppDatabase = { databaseUrl?: string; dataDir?: string; drop: () => Promise<void> };

/**
 * A new empty database on the TEST_DATABASE_URL server (the app migrates it on start), or an embedded
 * folder; `server` names another server, null asks for the embedded database.
 */
export async function createAppDatabase(server: string | null = serverUrl() ?? null): Promise<AppDatabase> {
  const base = server;
  if (!base) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "skinsight-system-"));
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = uniqueDatabaseName("skinsight_sys_");
  await adminQuery(base, `CREATE DATABASE "${name}"`);
  return {
    databaseUrl: withDatabase(base, name),
    drop: () => adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export type BuiltApp = {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, and waits for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL at once, as a crash would, and waits for the exit. */
  kill: () => Promise<void>;
};

export type StartOptions = {
  port: number;
  database: AppDatabase;
  /** Variables added to (or, when undefined, removed from) the app's environment. */
  env?: Record<string, string | undefined>;
  /** How long to wait for /api/health to answer 200. */
  timeoutMs?: number;
  /** Flags for node itself, such as --cpu-prof, which NODE_OPTIONS refuses. */
  nodeArgs?: string[];
};

/**
 * Fails when something already listens on `port` (another test run on this machine): the health
 * check below would reach that server and the test would talk to someone else's instance.
 */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => reject(new Error(`port ${port} is already in use: ${error.message}`)));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve()));
  });
}

/** Starts `next start` on 127.0.0.1:port and waits until /api/health answers 200. */
export async function startBuiltApp({
  port,
  database,
  env = {},
  timeoutMs = 90_000,
  nodeArgs = [],
}: StartOptions): Promise<BuiltApp> {
  const url = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_ENV: "testing",
    PORT: String(port),
    APP_URL: url,
    NEXTAUTH_SECRET: "system-test-secret",
    ENCRYPTION_KEY: "system-test-encryption-key",
    ADMIN_EMAILS: "admin@example.com",
    LOG_LEVEL: "warn",
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: database.dataDir,
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  if (!childEnv.DATABASE_URL) delete childEnv.DATABASE_URL;
  if (!childEnv.DATA_DIR) delete childEnv.DATA_DIR;

  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      path.resolve("node_modules/next/dist/bin/next"),
      "start",
      "-p",
      String(port),
      // All IPv4 addresses, as a deployment binds: with one given address Next hands proxy.ts a
      // "localhost" URL, and its rewrites would be fetched as if from another origin.
      "-H",
      "0.0.0.0",
    ],
    {
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const waitExit = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`next start on ${port} exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await waitExit("SIGKILL");
      throw new Error(`next start on ${port} did not become healthy in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    port,
    process: child,
    output: () => output,
    stop: () => waitExit("SIGTERM"),
    kill: () => waitExit("SIGKILL"),
  };
}
