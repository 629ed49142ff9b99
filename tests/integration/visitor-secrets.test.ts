import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as fullRoute } from "@/app/api/analysis/full/route";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { POST as uploadRoute } from "@/app/api/photos/upload/route";
import { POST as answersRoute } from "@/app/api/reports/[id]/answers/route";
import { GET as reportRoute } from "@/app/api/reports/[id]/route";
import { POST as withdrawRoute } from "@/app/api/reports/[id]/withdraw/route";
import { db } from "@/lib/db";
import { PHOTO_NOT_FOUND_DETAIL } from "@/lib/photos";
import { REPORT_NOT_FOUND } from "@/lib/reports/access";
import { ANSWERS_NOT_ALLOWED } from "@/lib/reports/answers";
import { WITHDRAW_NOT_ALLOWED } from "@/lib/reports/withdraw";
import { FakeOpenAI } from "../fakes/openai";
import { makeVisitorPhoto, signedInUser } from "../support/factories";
import { call, randomIp } from "../support/http";
import { jpegImage, uploadForm } from "../support/images";
import { serveFakeOpenAI } from "../support/openai";

// A visitor has no account: what they upload and the report they get come with
// secrets that only their browser holds (docs/analysis.md, "Visitors' secrets").

const modelAnswer = {
  title: "Mild Contact Dermatitis",
  content: "CONDITION IDENTIFIED\nContact dermatitis.\n\nMEDICAL DISCLAIMER\nInformational only.",
  progress_commentary: "",
  dynamic_questions: [
    { id: "duration", question: "How long?", type: "select", options: ["Days", "Weeks"], required: true },
    { id: "itch", question: "Itch from 0 to 10?", type: "number", options: [], required: false },
  ],
};

const fake = new FakeOpenAI({ defaultResponder: () => modelAnswer });
serveFakeOpenAI(fake);
beforeEach(() => fake.reset());

const summary = (json: Record<string, unknown>, bearer?: string) =>
  call(summaryRoute, "/api/analysis/summary", { json, bearer, ip: randomIp() });

const full = (json: Record<string, unknown>, bearer: string) =>
  call(fullRoute, "/api/analysis/full", { json, bearer, ip: randomIp() });

const answer = (id: string, json: Record<string, unknown>, bearer?: string) =>
  call(answersRoute, `/api/reports/${id}/answers`, { json, bearer, params: { id } });

const withdraw = (id: string, json: Record<string, unknown>, bearer?: string) =>
  call(withdrawRoute, `/api/reports/${id}/withdraw`, { json, bearer, params: { id } });

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A visitor's upload and their public summary of it, as the upload page makes them. */
async function visitorSummary() {
  const { photoId, uploadSecret } = await makeVisitorPhoto();
  const made = await summary({ photo_ids: [photoId], upload_secret: uploadSecret });
  expect(made.status).toBe(200);
  return {
    photoId,
    uploadSecret,
    reportId: made.body.report_id as string,
    creatorSecret: made.body.creator_secret as string,
  };
}

describe("a visitor's photo", () => {
  it("the upload hands a visitor the secret of their photos (stored only as a hash), a signed-in user none", async () => {
    const bytes = await jpegImage({ width: 64, height: 48 });
    const files = [{ bytes, name: "arm.jpg", type: "image/jpeg" }];
    const visitor = await call(uploadRoute, "/api/photos/upload", {
      body: uploadForm(files),
      ip: randomIp(),
    });
    expect(visitor.status).toBe(200);
    const secret = visitor.body.upload_secret as string;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [photoId] = visitor.body.photo_ids as string[];
    const row = await db.photo.findUniqueOrThrow({ where: { id: photoId! } });
    expect(row.uploadKeyHash).toBe(sha256(secret));

    const { token } = await signedInUser();
    const member = await call(uploadRoute, "/api/photos/upload", {
      body: uploadForm(files),
      bearer: token,
      ip: randomIp(),
    });
    expect(member.status).toBe(200);
    expect(member.body.upload_secret).toBeNull();

    expect((await summary({ photo_ids: [photoId], upload_secret: secret })).status).toBe(200);
  });

  it("a signed-in user cannot put a visitor's gallery photo into their own report, and the visitor's upgrade still works", async () => {
    const visitor = await visitorSummary();
    const attacker = await signedInUser({ credits: 5 });
    const calls = fake.chatRequests.length;

    for (const request of [
      { photo_ids: [visitor.photoId] },
      { photo_ids: [visitor.photoId], upload_secret: "guessed-secret" },
      { photo_ids: [visitor.photoId], upload_secret: visitor.creatorSecret },
    ]) {
      const taken = await summary(request, attacker.token);
      expect(taken).toMatchObject({ status: 404, body: { detail: PHOTO_NOT_FOUND_DETAIL } });
      expect((await full(request, attacker.token)).status).toBe(404);
    }
    expect(fake.chatRequests).toHaveLength(calls);
    expect(await db.report.count({ where: { userId: attacker.user.id } })).toBe(0);
    expect((await db.photo.findUniqueOrThrow({ where: { id: visitor.photoId } })).userId).toBeNull();

    // The visitor signs in and upgrades their summary to the free full report with the same photo.
    const owner = await signedInUser();
    const upgrade = await full(
      {
        photo_ids: [visitor.photoId],
        upload_secret: visitor.uploadSecret,
        upgrade_from_report_id: visitor.reportId,
      },
      owner.token,
    );
    expect(upgrade.status).toBe(200);
    const report = await db.report.findUniqueOrThrow({ where: { id: upgrade.body.report_id as string } });
    expect(report).toMatchObject({
      userId: owner.user.id,
      charge: "first_free",
      upgradedFromId: visitor.reportId,
    });
    // From now on the photo is the signed-in user's: their export, their account deletion.
    expect((await db.photo.findUniqueOrThrow({ where: { id: visitor.photoId } })).userId).toBe(owner.user.id);
  });

  it("another visitor cannot reuse a visitor's upload without its secret", async () => {
    const { photoId, uploadSecret } = await makeVisitorPhoto();
    const other = await makeVisitorPhoto();
    const refused = await summary({ photo_ids: [photoId], upload_secret: other.uploadSecret });
    expect(refused).toMatchObject({ status: 404, body: { detail: PHOTO_NOT_FOUND_DETAIL } });
    expect(fake.chatRequests).toHaveLength(0);
    expect((await summary({ photo_ids: [photoId], upload_secret: uploadSecret })).status).toBe(200);
  });
});

describe("answering a visitor's report", () => {
  it("a stranger who found the report in the gallery cannot answer its questions, and the visitor still can", async () => {
    const visitor = await visitorSummary();
    const stranger = await signedInUser();

    for (const [json, bearer] of [
      [{ answers: { duration: "Weeks" } }, undefined],
      [{ answers: { duration: "Weeks" } }, stranger.token],
      [{ answers: { duration: "Weeks" }, creator_secret: "guessed" }, undefined],
      [{ answers: { duration: "Weeks" }, creator_secret: visitor.uploadSecret }, stranger.token],
    ] as const) {
      const refused = await answer(visitor.reportId, json, bearer);
      expect(refused).toMatchObject({
        status: 403,
        body: { detail: ANSWERS_NOT_ALLOWED, code: "answers_closed" },
      });
    }
    expect((await db.report.findUniqueOrThrow({ where: { id: visitor.reportId } })).questionsAnswers).toEqual(
      {},
    );

    const own = await answer(visitor.reportId, {
      answers: { duration: "Days" },
      creator_secret: visitor.creatorSecret,
    });
    expect(own).toMatchObject({ status: 200, body: { questions_answers: { duration: "Days" } } });
  });

  it("the creator secret comes once with a visitor's report, is stored only as a hash, and signed-in users get none", async () => {
    const visitor = await visitorSummary();
    expect(visitor.creatorSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db.report.findUniqueOrThrow({ where: { id: visitor.reportId } });
    expect(row.creatorKeyHash).toBe(sha256(visitor.creatorSecret));
    const shown = await call(reportRoute, `/api/reports/${visitor.reportId}`, {
      params: { id: visitor.reportId },
    });
    expect(JSON.stringify(shown.body)).not.toContain(visitor.creatorSecret);

    const { user, token } = await signedInUser();
    const { photoId, uploadSecret } = await makeVisitorPhoto();
    const member = await summary({ photo_ids: [photoId], upload_secret: uploadSecret }, token);
    expect(member.status).toBe(200);
    expect(member.body.creator_secret).toBeNull();
    expect(
      (await db.report.findUniqueOrThrow({ where: { id: member.body.report_id as string } })).creatorKeyHash,
    ).toBeNull();
    expect((await db.photo.findUniqueOrThrow({ where: { id: photoId } })).userId).toBe(user.id);
  });
});

describe("taking a report down", () => {
  it("a visitor takes their public report down with the creator secret; a stranger cannot", async () => {
    const visitor = await visitorSummary();
    const stranger = await signedInUser();
    for (const [json, bearer] of [
      [{}, undefined],
      [{}, stranger.token],
      [{ creator_secret: visitor.uploadSecret }, undefined],
    ] as const) {
      expect(await withdraw(visitor.reportId, json, bearer)).toMatchObject({
        status: 403,
        body: { detail: WITHDRAW_NOT_ALLOWED },
      });
    }
    expect(await db.report.count({ where: { id: visitor.reportId } })).toBe(1);

    const done = await withdraw(visitor.reportId, { creator_secret: visitor.creatorSecret });
    expect(done).toMatchObject({ status: 200, body: { success: true } });
    expect(await db.report.count({ where: { id: visitor.reportId } })).toBe(0);
    expect(await db.photo.count({ where: { id: visitor.photoId } })).toBe(0);
    const gone = await call(reportRoute, `/api/reports/${visitor.reportId}`, {
      params: { id: visitor.reportId },
    });
    expect(gone).toMatchObject({ status: 404, body: { detail: REPORT_NOT_FOUND } });
    expect((await withdraw(visitor.reportId, { creator_secret: visitor.creatorSecret })).status).toBe(404);
  });

  it("a signed-in owner takes their own report down; another user cannot", async () => {
    const owner = await signedInUser();
    const { photoId, uploadSecret } = await makeVisitorPhoto();
    const made = await summary({ photo_ids: [photoId], upload_secret: uploadSecret }, owner.token);
    const id = made.body.report_id as string;
    const other = await signedInUser();
    expect((await withdraw(id, {}, other.token)).status).toBe(403);
    expect((await withdraw(id, {}, owner.token)).status).toBe(200);
    expect(await db.report.count({ where: { id } })).toBe(0);
  });
});
