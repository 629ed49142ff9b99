import { openAiApiKey } from "@/lib/ai/config";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { currentEmailDelivery, type EmailDelivery } from "@/lib/email/provider-status";
import { probeBucket } from "@/lib/storage/object-store";

// GET /api/health: each part the app depends on, reported on its own under `checks`. Only the
// database is required, so only it decides the status (503 when down): without it nothing works,
// while the others are shared by every instance and have a way round (no photo bytes while the
// bucket is down, mail kept in the outbox, the demonstration analysis); a 503 for them would take
// every instance out of a load balancer and the pages that still work with them.

const CHECK_TIMEOUT_MS = 2_000;

export type DatabaseCheck = { status: "ok" | "down"; required: true; detail?: string };
export type StorageCheck = {
  status: "ok" | "down";
  required: false;
  /** Where photo and record bytes go (STORAGE). */
  kind: "postgresql" | "s3";
  detail?: string;
};
export type EmailCheck = { status: EmailDelivery | "unknown"; required: false };
/** `configured`: OpenAI with a key; `demonstration`: no key, the mock analysis. */
export type AiCheck = { status: "configured" | "demonstration" | "unknown"; required: false };
export type HealthChecks = { database: DatabaseCheck; storage: StorageCheck; email: EmailCheck; ai: AiCheck };

/** `database`, `email` and `ms` (and `detail` when down) as before `checks` existed, for existing probes. */
export type Health =
  | { status: "ok"; database: "ok"; email: EmailCheck["status"]; ms: number; checks: HealthChecks }
  | { status: "error"; detail: string; checks: HealthChecks };

class TimedOut extends Error {}

/** `work` bounded in time; the signal aborts what can be aborted (a bucket request). */
async function within<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(controller.signal),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new TimedOut());
        }, CHECK_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const failure = (error: unknown) => (error instanceof TimedOut ? "did not answer in time" : "is unreachable");

async function checkDatabase(): Promise<DatabaseCheck> {
  try {
    await within(() => db.$queryRaw`SELECT 1`);
    return { status: "ok", required: true };
  } catch (error) {
    return { status: "down", required: true, detail: `Database ${failure(error)}` };
  }
}

/** A bucket is probed; bytes kept in PostgreSQL are as available as the database. */
async function checkStorage(database: Promise<DatabaseCheck>): Promise<StorageCheck> {
  if (env().STORAGE === "postgresql") {
    const { status, detail } = await database;
    return { status, required: false, kind: "postgresql", ...(detail ? { detail } : {}) };
  }
  try {
    await within((signal) => probeBucket(signal));
    return { status: "ok", required: false, kind: "s3" };
  } catch (error) {
    return { status: "down", required: false, kind: "s3", detail: `Storage bucket ${failure(error)}` };
  }
}

/** Keys saved in the console live in the database, so e-mail and AI are read only once it answered. */
async function unlessDatabaseDown<S extends string>(
  database: Promise<DatabaseCheck>,
  read: () => Promise<S>,
): Promise<S | "unknown"> {
  if ((await database).status !== "ok") return "unknown";
  return within(read).catch(() => "unknown" as const);
}

/** Every check at once, each bounded, so a hung dependency answers within about two seconds. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  const database = checkDatabase();
  const [databaseCheck, storage, email, ai] = await Promise.all([
    database,
    checkStorage(database),
    unlessDatabaseDown(database, currentEmailDelivery),
    unlessDatabaseDown(database, async () => ((await openAiApiKey()) ? "configured" : "demonstration")),
  ]);
  const checks: HealthChecks = {
    database: databaseCheck,
    storage,
    email: { status: email, required: false },
    ai: { status: ai, required: false },
  };
  if (databaseCheck.status !== "ok") {
    return { status: "error", detail: databaseCheck.detail ?? "Database is unreachable", checks };
  }
  return { status: "ok", database: "ok", email, ms: Math.round(performance.now() - started), checks };
}
