import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as fullRoute } from "@/app/api/analysis/full/route";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { GET as streamRoute } from "@/app/api/reports/[id]/stream/route";
import { ALREADY_UPGRADED, FULL_REPORT_FAILED } from "@/lib/analysis/run";
import { LiveRun } from "@/lib/analysis/live-run";
import { sweepAnalysisRuns } from "@/lib/analysis/stale-runs";
import { RUN_INTERRUPTED } from "@/lib/analysis/events";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/client-address";
import { db } from "@/lib/db";
import { FakeOpenAI } from "../fakes/openai";
import { makePhoto, makeReport, makeVisitorPhoto, signedInUser } from "../support/factories";
import { call, randomIp } from "../support/http";
import { serveFakeOpenAI } from "../support/openai";
import { parseEvents, sseEvents } from "../support/sse";

// POST /api/analysis/* with `Accept: text/event-stream`, and GET /api/reports/{id}/stream.

const modelAnswer = {
  title: "Mild Inflammatory Acne",
  content:
    "1. CLINICAL OBSERVATION AND MORPHOLOGY\nPapules on both cheeks.\n\n2. DIFFERENTIAL DIAGNOSIS\nAcne vulgaris; rosacea.\n\n10. MEDICAL DISCLAIMER\nInformational only, not medical advice.",
  progress_commentary: "",
  dynamic_questions: [
    { id: "duration", question: "How long?", type: "text", options: [], required: false },
    { id: "itch", question: "Itch from 0 to 10?", type: "number", options: [], required: false },
  ],
};

const fake = new FakeOpenAI({ defaultResponder: () => modelAnswer, streamPieceChars: 12 });
serveFakeOpenAI(fake);
beforeEach(() => fake.reset());

const EVENT_STREAM = { accept: "text/event-stream" };

function analysisRequest(path: string, json: unknown, bearer?: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SOCKET_ADDRESS_HEADER]: randomIp(),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...EVENT_STREAM,
      ...headers,
    },
    body: JSON.stringify(json),
  });
}

async function streamFull(json: unknown, bearer: string, headers: Record<string, string> = {}) {
  const response = await fullRoute(analysisRequest("/api/analysis/full", json, bearer, headers));
  return { response, events: parseEvents(await response.text()) };
}

async function follow(id: string, options: { bearer?: string; creatorSecret?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.creatorSecret) headers["x-creator-secret"] = options.creatorSecret;
  const answer = await call(streamRoute, `/api/reports/${id}/stream`, {
    params: { id },
    bearer: options.bearer,
    headers,
  });
  return {
    status: answer.status,
    events: answer.status === 200 ? parseEvents(answer.text) : [],
    body: answer.body,
  };
}

async function payingUser(credits = 3) {
  const { user, token } = await signedInUser({ credits });
  return { user, token, photoId: await makePhoto(user.id) };
}

const creditsOf = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId } })).credits;

async function runEnded(id: string) {
  for (;;) {
    const run = await db.analysisRun.findUnique({ where: { id } });
    if (run && run.status !== "running") return run;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a streamed analysis", () => {
  it("sends report, progress through the real phases, the text in order, then done: the JSON answer", async () => {
    const { user, token, photoId } = await payingUser();
    const { response, events } = await streamFull({ photo_ids: [photoId] }, token);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const names = events.map((e) => e.event);
    expect(names[0]).toBe("report");
    expect(names.at(-1)).toBe("done");
    expect(names.filter((n) => n === "delta").length).toBeGreaterThan(5);
    // Photos read, the model writing, saving: in that order, and the percentage never goes back.
    const progress = events.filter((e) => e.event === "progress").map((e) => e.data);
    const phases = progress.map((p) => p.phase).filter((phase, i, all) => phase !== all[i - 1]);
    expect(phases).toEqual(["photos", "writing", "saving"]);
    const percents = progress.map((p) => p.percent as number);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // The deltas make the text the model wrote, title first.
    const written = events.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    expect(written.join("")).toBe(`${modelAnswer.title}\n\n${modelAnswer.content}`);

    const id = events[0]!.data.report_id as string;
    const done = events.at(-1)!.data;
    expect(done.report_id).toBe(id);
    // The same answer as without a stream, for the same model answer.
    const photo2 = await makePhoto(user.id);
    const plain = await call(fullRoute, "/api/analysis/full", {
      json: { photo_ids: [photo2] },
      bearer: token,
      ip: randomIp(),
    });
    const comparable = (answer: Record<string, unknown>) => ({
      ...answer,
      report_id: undefined,
      created_at: undefined,
      expires_at: undefined,
      photo_ids: undefined,
    });
    expect(comparable(done)).toEqual(comparable(plain.body));
    expect(Object.keys(done).sort()).toEqual(Object.keys(plain.body).sort());
    // Charged once each: two credits for two full reports.
    expect(await creditsOf(user.id)).toBe(1);
    expect((await db.report.findUniqueOrThrow({ where: { id } })).charge).toBe("credit");
  });

  it("answers the same JSON as before to a client that does not ask for events", async () => {
    const { token, photoId } = await payingUser();
    const plain = await call(fullRoute, "/api/analysis/full", {
      json: { photo_ids: [photoId] },
      bearer: token,
      ip: randomIp(),
    });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toContain("application/json");
    expect(plain.body).toMatchObject({ report_type: "full", analysis: { title: modelAnswer.title } });
  });

  it("refuses before the stream, as the JSON answer does, and spends nothing", async () => {
    const { user, token } = await signedInUser({ credits: 0, firstReportClaimed: true });
    const response = await fullRoute(
      analysisRequest("/api/analysis/full", { photo_ids: [await makePhoto(user.id)] }, token),
    );
    expect(response.status).toBe(402);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ code: "no_credits" });
    expect(await db.analysisRun.count({ where: { userId: user.id } })).toBe(0);
  });

  it("ends with error and charges nothing when the model fails; no report exists under the announced id", async () => {
    const { user, token, photoId } = await payingUser();
    fake.enqueue(...Array.from({ length: 6 }, () => ({ status: 500 })));
    const { events } = await streamFull({ photo_ids: [photoId] }, token);

    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(["report", "error"]));
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { detail: FULL_REPORT_FAILED, code: "analysis_failed" },
    });
    const id = events[0]!.data.report_id as string;
    expect(await db.report.findUnique({ where: { id } })).toBeNull();
    expect(await creditsOf(user.id)).toBe(3);
    expect(await runEnded(id)).toMatchObject({ status: "failed", errorDetail: FULL_REPORT_FAILED });
    // Followed afterwards, the run says the same.
    const replay = await follow(id, { bearer: token });
    expect(replay.events.at(-1)).toEqual(events.at(-1));
  });

  it("goes on when the reader leaves after the first words: the report is completed and charged once", async () => {
    const { user, token, photoId } = await payingUser();
    fake.setStreamPace(15);
    const response = await fullRoute(analysisRequest("/api/analysis/full", { photo_ids: [photoId] }, token));
    const reader = response.body!.getReader();
    let text = "";
    while (!text.includes("event: delta")) text += new TextDecoder().decode((await reader.read()).value);
    const id = parseEvents(text)[0]!.data.report_id as string;
    await reader.cancel();

    expect(await runEnded(id)).toMatchObject({ status: "done", percent: 100 });
    const report = await db.report.findUniqueOrThrow({ where: { id } });
    expect(report).toMatchObject({
      userId: user.id,
      reportType: "full",
      charge: "credit",
      creditsCharged: 1,
    });
    expect(await creditsOf(user.id)).toBe(2);
    expect(await db.creditLedgerEntry.count({ where: { reportId: id } })).toBe(1);
  });

  it("is replayed to its owner while it is written, and followed to its end", async () => {
    const { token, photoId } = await payingUser();
    fake.setStreamPace(15);
    const response = await fullRoute(analysisRequest("/api/analysis/full", { photo_ids: [photoId] }, token));
    const reader = response.body!.getReader();
    let text = "";
    while (!text.includes("event: delta")) text += new TextDecoder().decode((await reader.read()).value);
    const id = parseEvents(text)[0]!.data.report_id as string;

    const replay = await follow(id, { bearer: token });
    expect(replay.status).toBe(200);
    const names = replay.events.map((e) => e.event);
    expect(names[0]).toBe("report");
    expect(names.at(-1)).toBe("done");
    const replayed = replay.events.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    expect(replayed.join("")).toBe(`${modelAnswer.title}\n\n${modelAnswer.content}`);
    await reader.cancel();

    // Finished: `done` at once.
    const later = await follow(id, { bearer: token });
    expect(later.events.map((e) => e.event)).toEqual(["report", "done"]);
    expect(later.events[1]!.data).toMatchObject({ report_id: id, analysis: { title: modelAnswer.title } });
  });

  it("is the owner's and administrators' to follow: anyone else gets the 404 of a missing report", async () => {
    const { token, photoId } = await payingUser();
    const { events } = await streamFull({ photo_ids: [photoId] }, token);
    const id = events[0]!.data.report_id as string;
    const other = await signedInUser();

    expect((await follow(id)).status).toBe(404);
    expect(await follow(id, { bearer: other.token })).toMatchObject({
      status: 404,
      body: { detail: "Report not found" },
    });
    expect((await follow(id, { bearer: token })).status).toBe(200);
  });

  it("hands a visitor the creator secret first, with which they may follow it", async () => {
    const { photoId, uploadSecret } = await makeVisitorPhoto();
    const response = await summaryRoute(
      analysisRequest("/api/analysis/summary", { photo_ids: [photoId], upload_secret: uploadSecret }),
    );
    const events = parseEvents(await response.text());
    const { report_id: id, creator_secret: secret } = events[0]!.data as {
      report_id: string;
      creator_secret: string;
    };
    expect(secret).toEqual(expect.any(String));
    expect(events.at(-1)).toMatchObject({ event: "done", data: { report_id: id, creator_secret: secret } });

    expect((await follow(id, { creatorSecret: secret })).events.map((e) => e.event)).toEqual([
      "report",
      "done",
    ]);
    expect((await follow(id, { creatorSecret: "not-the-secret" })).status).toBe(404);
  });

  it("two upgrades of one summary at once: one full report, one charge; the other ends with already_upgraded naming it", async () => {
    const { user, token, photoId } = await payingUser();
    const summary = await makeReport({ userId: user.id, photoIds: [photoId], privacySetting: "private" });
    // The model writes slowly enough that both requests are accepted before either is charged.
    fake.setStreamPace(30);
    const upgrade = { photo_ids: [photoId], upgrade_from_report_id: summary.id };
    const responses = await Promise.all(
      [0, 1].map(() => fullRoute(analysisRequest("/api/analysis/full", upgrade, token))),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const streams = await Promise.all(responses.map(async (r) => parseEvents(await r.text())));

    const ends = streams.map((events) => events.at(-1)!);
    expect(ends.map((e) => e.event).sort()).toEqual(["done", "error"]);
    const winner = ends.find((e) => e.event === "done")!.data.report_id as string;
    const lost = streams.find((events) => events.at(-1)!.event === "error")!;
    // The refusal's named field rides in the event, as in the JSON refusal of a later upgrade.
    expect(lost.at(-1)).toEqual({
      event: "error",
      data: { detail: ALREADY_UPGRADED, code: "already_upgraded", report_id: winner },
    });
    const later = await call(fullRoute, "/api/analysis/full", {
      json: upgrade,
      bearer: token,
      ip: randomIp(),
    });
    expect(later).toMatchObject({
      status: 409,
      body: { detail: ALREADY_UPGRADED, code: "already_upgraded", report_id: winner },
    });

    expect(await creditsOf(user.id)).toBe(2);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id, reason: "full_report" } })).toBe(1);
    expect(await db.report.findUniqueOrThrow({ where: { id: summary.id } })).toMatchObject({
      supersededById: winner,
    });
    const lostId = lost[0]!.data.report_id as string;
    expect(await db.report.findUnique({ where: { id: lostId } })).toBeNull();
    // Its run keeps the field for replays: followed again, it ends the same way.
    expect(await runEnded(lostId)).toMatchObject({ status: "failed", errorExtra: { report_id: winner } });
    expect((await follow(lostId, { bearer: token })).events.at(-1)).toEqual(lost.at(-1));
  });

  it("answers an Idempotency-Key already used with the report it made, charging nothing more", async () => {
    const { user, token, photoId } = await payingUser();
    const key = { "idempotency-key": `stream-${photoId}` };
    const first = await streamFull({ photo_ids: [photoId] }, token, key);
    const again = await streamFull({ photo_ids: [photoId] }, token, key);

    expect(again.events.map((e) => e.event)).toEqual(["report", "done"]);
    expect(again.events[1]!.data.report_id).toBe(first.events[0]!.data.report_id);
    expect(await creditsOf(user.id)).toBe(2);
  });
});

describe("a run written by another process", () => {
  it("is followed from its row: the text so far, then the rest, then its end", async () => {
    const { user, token } = await payingUser();
    const run = await db.analysisRun.create({
      data: {
        id: crypto.randomUUID(),
        userId: user.id,
        kind: "full",
        phase: "writing",
        percent: 40,
        draft: "Title\n\nFirst",
      },
    });
    const response = await streamRoute(
      new NextRequest(new URL(`/api/reports/${run.id}/stream`, "http://localhost:3000"), {
        headers: { authorization: `Bearer ${token}`, [SOCKET_ADDRESS_HEADER]: randomIp() },
      }),
      { params: Promise.resolve({ id: run.id }) },
    );
    const events = sseEvents(response);
    const next = async (name: string) => {
      for (;;) {
        const { value, done } = await events.next();
        if (done) throw new Error(`the stream ended before ${name}`);
        if (value.event === name) return value;
      }
    };

    expect((await next("delta")).data.text).toBe("Title\n\nFirst");
    // The other process writes on: the follower reads it from the row.
    await db.analysisRun.update({
      where: { id: run.id },
      data: { draft: "Title\n\nFirst words", percent: 60 },
    });
    expect((await next("delta")).data.text).toBe(" words");
    await db.analysisRun.update({
      where: { id: run.id },
      data: { status: "failed", errorDetail: FULL_REPORT_FAILED, errorCode: "analysis_failed" },
    });
    expect(await next("error")).toEqual({
      event: "error",
      data: { detail: FULL_REPORT_FAILED, code: "analysis_failed" },
    });
    expect((await events.next()).done).toBe(true);
  });

  it("that was refused at its charge ends with the refusal's named fields, as its live followers heard", async () => {
    const { user, token } = await payingUser();
    const winner = crypto.randomUUID();
    const run = await db.analysisRun.create({
      data: {
        id: crypto.randomUUID(),
        userId: user.id,
        kind: "full",
        status: "failed",
        draft: "Title\n\nFirst",
        errorDetail: ALREADY_UPGRADED,
        errorCode: "already_upgraded",
        errorExtra: { report_id: winner },
      },
    });
    expect(LiveRun.find(run.id)).toBeUndefined();

    const { events } = await follow(run.id, { bearer: token });
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { detail: ALREADY_UPGRADED, code: "already_upgraded", report_id: winner },
    });
  });

  it("that stopped is ended by the sweep: failed, nothing charged, its follower told to try again", async () => {
    const { user, token } = await payingUser();
    const stale = await db.analysisRun.create({
      data: {
        id: crypto.randomUUID(),
        userId: user.id,
        kind: "full",
        draft: "Half a report",
        updatedAt: new Date(Date.now() - 10 * 60_000),
      },
    });
    const fresh = await db.analysisRun.create({
      data: { id: crypto.randomUUID(), userId: user.id, kind: "full" },
    });
    // Its follower is told at once, before any sweep.
    const before = await follow(stale.id, { bearer: token });
    expect(before.events.at(-1)).toEqual({
      event: "error",
      data: { detail: RUN_INTERRUPTED, code: "analysis_failed" },
    });

    expect((await sweepAnalysisRuns()).interrupted).toBeGreaterThanOrEqual(1);
    expect(await db.analysisRun.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({
      status: "failed",
    });
    expect(await db.analysisRun.findUniqueOrThrow({ where: { id: fresh.id } })).toMatchObject({
      status: "running",
    });
    expect(await db.report.findUnique({ where: { id: stale.id } })).toBeNull();
    expect(await creditsOf(user.id)).toBe(3);
    const { events } = await follow(stale.id, { bearer: token });
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { detail: RUN_INTERRUPTED, code: "analysis_failed" },
    });
  });
});
