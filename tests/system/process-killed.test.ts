import { request } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/config/env";
import { db, disconnectDatabase } from "@/lib/db";
import { FakeOpenAI } from "../fakes/openai";
import { startBuiltApp, type AppDatabase, type BuiltApp } from "../support/built-app";
import { makePhoto, signedInUser } from "../support/factories";
import { jpegImage, uploadForm } from "../support/images";
import { RUN_INTERRUPTED } from "@/lib/analysis/events";
import { assertLedgerConsistent, assertReportsWhole, timedRequest } from "../support/outcomes";
import { parseEvents, sseEvents } from "../support/sse";
import { startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { adminQuery, withDatabase } from "../support/test-database";

// The process dies (kill -9) in the middle of an upload and of an analysis. After a restart on
// the same database nothing is half there: no charge without its report, no report without
// its photos, no photo without its bytes, and the same request then succeeds.

const APP_PORT = 3820;
const OPENAI_PORT = 3821;
const POSTGRES_PORT = 3899;
const SECRET = "system-test-secret";

const openai = new FakeOpenAI();
let postgres: PrivatePostgres;
let database: AppDatabase;
let app: BuiltApp;

const start = () =>
  startBuiltApp({
    port: APP_PORT,
    database,
    env: { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: openai.baseURL },
  });

beforeAll(async () => {
  postgres = startPrivatePostgres(POSTGRES_PORT);
  await adminQuery(postgres.url, `CREATE DATABASE skinsight`);
  database = { databaseUrl: withDatabase(postgres.url, "skinsight"), drop: async () => undefined };
  await openai.start(OPENAI_PORT);
  app = await start();
  process.env.DATABASE_URL = database.databaseUrl;
  process.env.NEXTAUTH_SECRET = SECRET;
  resetEnv();
});

afterAll(async () => {
  await app?.stop();
  await disconnectDatabase();
  await openai.stop();
  postgres?.destroy();
});

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A user holding `credits` (with their ledger entry) and a photo, and their full analysis request. */
async function buyerWithPhoto(credits: number) {
  const { user, token } = await signedInUser({ credits });
  await db.creditLedgerEntry.create({
    data: { userId: user.id, delta: credits, balanceAfter: credits, reason: "admin_adjustment" },
  });
  const photoId = await makePhoto(user.id);
  const analyse = () =>
    timedRequest("POST /api/analysis/full", `${app.url}/api/analysis/full`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ photo_ids: [photoId], privacy_setting: "private" }),
    });
  return { user, analyse };
}

describe("the process killed mid-analysis", () => {
  it("charges nothing and leaves no report; after a restart the retry is charged once", async () => {
    const { user, analyse } = await buyerWithPhoto(3);

    // The model takes long; the process dies while it thinks.
    openai.enqueue({ delayMs: 30_000, json: { never: "sent" } });
    const asked = openai.chatRequests.length;
    const inFlight = analyse();
    await until(() => openai.chatRequests.length > asked);
    await app.kill();
    expect((await inFlight).status, "the client sees the connection drop").toBe(0);

    app = await start();
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ credits: 3 });
    expect(await db.report.count({ where: { userId: user.id } })).toBe(0);
    await assertLedgerConsistent();

    openai.reset();
    const retry = await analyse();
    expect(retry.status, retry.detail).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ credits: 2 });
    expect(await db.report.count({ where: { userId: user.id } })).toBe(1);
    await assertLedgerConsistent();
    await assertReportsWhole();
  });
});

describe("the process killed while it writes the report", () => {
  it("commits neither the charge nor the report; after a restart the retry is charged once", async () => {
    const { user, analyse } = await buyerWithPhoto(2);

    // The model has answered; the charge's transaction waits on this lock of the user's row
    // when the process dies, so it dies with the transaction open.
    const locker = new pg.Client({ connectionString: database.databaseUrl });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [user.id]);
      const asked = openai.chatRequests.length;
      const inFlight = analyse();
      await until(() => openai.chatRequests.length > asked);
      const waiting = async () =>
        (
          await locker.query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
          )
        ).rows[0].n as number;
      for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await waiting(), "the charge waits on the lock").toBeGreaterThan(0);
      await app.kill();
      expect((await inFlight).status).toBe(0);
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }

    app = await start();
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ credits: 2 });
    expect(await db.report.count({ where: { userId: user.id } })).toBe(0);
    await assertLedgerConsistent();

    const retry = await analyse();
    expect(retry.status, retry.detail).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ credits: 1 });
    await assertLedgerConsistent();
    await assertReportsWhole();
  });
});

describe("the process killed while it streams an analysis", () => {
  const answer = {
    title: "Mild Inflammatory Acne",
    content: "1. CLINICAL OBSERVATION AND MORPHOLOGY\nPapules on both cheeks, a few closed comedones.",
    progress_commentary: "",
    dynamic_questions: [],
  };

  it("charges nothing and keeps no report; the next start ends the run and its follower is told so", async () => {
    const { user, token } = await signedInUser({ credits: 3 });
    await db.creditLedgerEntry.create({
      data: { userId: user.id, delta: 3, balanceAfter: 3, reason: "admin_adjustment" },
    });
    const photoId = await makePhoto(user.id);
    const streamed = () =>
      fetch(`${app.url}/api/analysis/full`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          accept: "text/event-stream",
        },
        body: JSON.stringify({ photo_ids: [photoId], privacy_setting: "private" }),
      });

    // The model writes slowly; the process dies once its first words have reached the reader.
    openai.setStreamPace(1_000);
    openai.enqueue({ json: answer });
    let runId = "";
    const seen: string[] = [];
    try {
      for await (const event of sseEvents(await streamed())) {
        seen.push(event.event);
        if (event.event === "report") runId = event.data.report_id as string;
        if (event.event === "delta") {
          await app.kill();
          break;
        }
      }
    } catch {
      // The connection drops with the process.
    }
    expect(seen.slice(0, 1)).toEqual(["report"]);
    expect(seen).toContain("delta");
    expect(await db.analysisRun.findUniqueOrThrow({ where: { id: runId } })).toMatchObject({
      status: "running",
    });

    // Five minutes without a word from any process, the run is taken for dead (RUN_STALE_AFTER_MS).
    await db.analysisRun.update({
      where: { id: runId },
      data: { updatedAt: new Date(Date.now() - 6 * 60_000) },
    });
    openai.reset();
    app = await start();
    // Ended by the sweep each instance runs as it starts, whether or not anyone follows it.
    for (let i = 0; i < 100; i++) {
      const run = await db.analysisRun.findUniqueOrThrow({ where: { id: runId } });
      if (run.status !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await db.analysisRun.findUniqueOrThrow({ where: { id: runId } })).toMatchObject({
      status: "failed",
      errorDetail: RUN_INTERRUPTED,
    });

    const followed = await fetch(`${app.url}/api/reports/${runId}/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(followed.status).toBe(200);
    expect(parseEvents(await followed.text()).at(-1)).toEqual({
      event: "error",
      data: { detail: RUN_INTERRUPTED, code: "analysis_failed" },
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ credits: 3 });
    expect(await db.report.count({ where: { userId: user.id } })).toBe(0);
    await assertLedgerConsistent();

    const retry = await streamed();
    expect(parseEvents(await retry.text()).at(-1)?.event).toBe("done");
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ credits: 2 });
    expect(await db.report.count({ where: { userId: user.id } })).toBe(1);
    await assertLedgerConsistent();
    await assertReportsWhole();
  });
});

describe("the process killed mid-upload", () => {
  it("stores no photo and no bytes; after a restart the same upload succeeds", async () => {
    const { user, token } = await signedInUser();
    const form = uploadForm([
      { bytes: await jpegImage({ width: 1200, height: 900 }), name: "face.jpg", type: "image/jpeg" },
    ]);
    const encoded = new Response(form);
    const contentType = encoded.headers.get("content-type")!;
    const body = Buffer.from(await encoded.arrayBuffer());
    const blobsBefore = await db.storedBlob.count();

    // Half the body is sent, then the client pauses, as a slow phone would.
    const answered = new Promise<string>((resolve) => {
      const req = request(
        `${app.url}/api/photos/upload`,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": contentType,
            "content-length": body.length,
          },
        },
        (res) => resolve(`answered ${res.statusCode}`),
      );
      req.on("error", (error) => resolve(`dropped: ${error.message}`));
      req.write(body.subarray(0, Math.floor(body.length / 2)));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await app.kill();
    expect(await answered).toMatch(/^dropped/);

    app = await start();
    expect(await db.photo.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.storedBlob.count()).toBe(blobsBefore);

    const retry = await timedRequest("POST /api/photos/upload", `${app.url}/api/photos/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body,
    });
    expect(retry.status, retry.detail).toBe(200);
    const [photoId] = (retry.body as { photo_ids: string[] }).photo_ids;
    const photo = await db.photo.findUniqueOrThrow({ where: { id: photoId }, include: { blob: true } });
    expect(photo.userId).toBe(user.id);
    expect(photo.blob.byteSize).toBeGreaterThan(0);
  });
});
