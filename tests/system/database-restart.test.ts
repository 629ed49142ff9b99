import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/config/env";
import { db, disconnectDatabase } from "@/lib/db";
import { DATABASE_UNAVAILABLE } from "@/lib/db/unavailable";
import { FakeOpenAI } from "../fakes/openai";
import { startBuiltApp, type BuiltApp } from "../support/built-app";
import { makePhoto, signedInUser } from "../support/factories";
import { startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { adminQuery, withDatabase } from "../support/test-database";
import { assertLedgerConsistent, assertReportsWhole, type Outcome, timedRequest } from "../support/outcomes";

// The database restarts while the app is busy: requests in flight fail with a clean 503, the
// app reconnects by itself, and nothing is left half-written.

const APP_PORT = 3810;
const OPENAI_PORT = 3811;
const POSTGRES_PORT = 3899;
const SECRET = "system-test-secret";

// Slow enough that analyses are waiting on the model, or writing their report, when the database goes.
const openai = new FakeOpenAI({ defaultDelayMs: 300 });
let postgres: PrivatePostgres;
let app: BuiltApp;
let databaseUrl: string;
let users: { token: string; photoId: string }[] = [];

beforeAll(async () => {
  postgres = startPrivatePostgres(POSTGRES_PORT);
  await adminQuery(postgres.url, `CREATE DATABASE skinsight`);
  databaseUrl = withDatabase(postgres.url, "skinsight");
  await openai.start(OPENAI_PORT);
  app = await startBuiltApp({
    port: APP_PORT,
    database: { databaseUrl, drop: async () => undefined },
    env: { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: openai.baseURL, LOG_LEVEL: "info" },
  });
  // This process writes the fixtures into the app's (already migrated) database.
  process.env.DATABASE_URL = databaseUrl;
  process.env.NEXTAUTH_SECRET = SECRET;
  resetEnv();
  users = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const { user, token } = await signedInUser({ credits: 1000 });
      await db.creditLedgerEntry.create({
        data: { userId: user.id, delta: 1000, balanceAfter: 1000, reason: "admin_adjustment" },
      });
      return { token, photoId: await makePhoto(user.id) };
    }),
  );
});

afterAll(async () => {
  await app?.stop();
  await disconnectDatabase();
  await openai.stop();
  postgres?.destroy();
});

/** One client's loop: a read and a charged analysis, again and again, until told to stop. */
async function client(
  app: BuiltApp,
  user: { token: string; photoId: string },
  outcomes: Outcome[],
  running: () => boolean,
) {
  const auth = { authorization: `Bearer ${user.token}` };
  while (running()) {
    outcomes.push(
      await timedRequest("GET /api/user/reports", `${app.url}/api/user/reports`, { headers: auth }),
    );
    outcomes.push(await timedRequest("GET /api/reports/public", `${app.url}/api/reports/public`));
    outcomes.push(
      await timedRequest("POST /api/analysis/full", `${app.url}/api/analysis/full`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ photo_ids: [user.photoId], privacy_setting: "private" }),
      }),
    );
  }
}

describe("the database restarted under load", () => {
  it("fails requests in flight with a 503 detail, recovers by itself and leaves nothing half-written", async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    const clients = users.map((user) => client(app, user, outcomes, () => running));
    let [before, restartedAt, backAt, recoveredAt] = [0, 0, 0, null as number | null];
    let locker: pg.Client | undefined;
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      // Every client's next charge waits on this lock, so each has a transaction open when the
      // database goes: those are the requests in flight that must fail cleanly.
      locker = new pg.Client({ connectionString: databaseUrl });
      locker.on("error", () => undefined); // the restart cuts this connection too
      await locker.connect();
      await locker.query("BEGIN");
      await locker.query("SELECT id FROM users FOR UPDATE");
      // Soon every client waits on it: in a charge, or in a sign-in touching the user row.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      before = outcomes.length;
      restartedAt = Date.now();
      postgres.restart();
      backAt = Date.now();
      // The app must answer again without being restarted.
      while (Date.now() - backAt < 15_000) {
        const probe = await timedRequest("GET /api/reports/public", `${app.url}/api/reports/public`);
        if (probe.status === 200) {
          recoveredAt = Date.now();
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    } finally {
      running = false;
      await Promise.all(clients);
      await locker?.end().catch(() => undefined);
    }

    const failures = outcomes.filter((o) => o.status !== 200);
    console.log(
      `${outcomes.length} requests (${before} before the restart), restart took ${backAt - restartedAt} ms, ` +
        `recovered ${recoveredAt ? recoveredAt - backAt : "never"} ms after; failures:`,
      failures.map((o) => `${o.name} ${o.status} ${o.detail}`),
      // What the app logged as errors, so a 500 says why.
      app
        .output()
        .split("\n")
        .filter((line) => line.includes('"level":50'))
        .map((line) => line.slice(0, 600)),
    );
    expect(recoveredAt, "the app answers again after the restart").not.toBeNull();
    expect(recoveredAt! - backAt).toBeLessThan(10_000);
    expect(failures.length, "requests cut by the restart").toBeGreaterThanOrEqual(users.length);
    for (const failure of failures) {
      expect(failure.status, `${failure.name}: ${failure.detail}`).toBe(503);
      expect(failure.detail).toBe(DATABASE_UNAVAILABLE);
    }
    // Every kind of request succeeded after the restart.
    const afterRestart = outcomes.filter((o) => o.startedAt > backAt + 2_000 && o.status === 200);
    expect(new Set(afterRestart.map((o) => o.name)).size).toBe(3);

    await assertLedgerConsistent();
    await assertReportsWhole();
    expect(app.output()).not.toMatch(/unhandled error/);
  });

  it("answers 503 at once while the database is down, and serves again as soon as it is back", async () => {
    postgres.stop();
    const auth = { authorization: `Bearer ${users[0]!.token}` };
    const down = [
      await timedRequest("GET /api/reports/public", `${app.url}/api/reports/public`),
      await timedRequest("GET /api/user/reports", `${app.url}/api/user/reports`, { headers: auth }),
      await timedRequest("GET /api/health", `${app.url}/api/health`),
    ];
    postgres.start();
    console.log(
      down.map((o) => `${o.name} ${o.status} ${o.ms} ms ${o.detail ?? String(o.body).slice(0, 80)}`),
    );
    for (const outcome of down) {
      expect(outcome.status, outcome.name).toBe(503);
      expect(outcome.ms, outcome.name).toBeLessThan(6_000);
    }
    let back: number | undefined;
    for (let i = 0; i < 100 && back !== 200; i++) {
      back = (await timedRequest("GET /api/user/reports", `${app.url}/api/user/reports`, { headers: auth }))
        .status;
      if (back !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(200);
  });
});
