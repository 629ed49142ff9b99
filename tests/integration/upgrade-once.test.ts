import { beforeEach, describe, expect, it } from "vitest";
import { POST as fullRoute } from "@/app/api/analysis/full/route";
import { GET as photoRoute } from "@/app/api/photos/[id]/route";
import { GET as reportRoute } from "@/app/api/reports/[id]/route";
import { GET as galleryRoute } from "@/app/api/reports/public/route";
import { GET as ownReportsRoute } from "@/app/api/user/reports/route";
import { ALREADY_UPGRADED } from "@/lib/analysis/run";
import { db } from "@/lib/db";
import { FakeOpenAI } from "../fakes/openai";
import { makePhoto, makeReport, makeVisitorPhoto, signedInUser } from "../support/factories";
import { call, randomIp } from "../support/http";
import { TWO_QUESTIONS, serveFakeOpenAI } from "../support/openai";

// "Upgrade to Full" charges once and publishes nothing the person did not ask for: the summary
// is superseded by its full report, which is private unless asked otherwise.

const modelAnswer = {
  title: "Contact Dermatitis Report",
  content:
    "1. CLINICAL OBSERVATION AND MORPHOLOGY\nErythema on the wrist.\n\n10. DISCLAIMER\nInformational only.",
  progress_commentary: "First report of this area.",
  dynamic_questions: TWO_QUESTIONS,
};
const fake = new FakeOpenAI({ defaultResponder: () => modelAnswer });
serveFakeOpenAI(fake);
beforeEach(() => fake.reset());

const credits = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).credits;

function upgrade(
  summary: { id: string; photoIds: string[] },
  bearer: string,
  extra: Record<string, unknown> = {},
) {
  return call(fullRoute, "/api/analysis/full", {
    bearer,
    ip: randomIp(),
    json: { photo_ids: summary.photoIds, upgrade_from_report_id: summary.id, ...extra },
  });
}

async function summaryOf(userId: string, privacySetting: "public" | "private" = "public") {
  const photoIds = [await makePhoto(userId)];
  const report = await makeReport({
    userId,
    photoIds,
    reportType: "summary",
    charge: "free_summary",
    privacySetting,
  });
  return { id: report.id, photoIds };
}

describe("upgrading a summary to a full report", () => {
  it("happens once: a second upgrade charges nothing and names the full report already made", async () => {
    const { user, token } = await signedInUser({ credits: 3, firstReportClaimed: true });
    const summary = await summaryOf(user.id);

    const first = await upgrade(summary, token);
    expect(first.status).toBe(200);
    expect(await credits(user.id)).toBe(2);

    const second = await upgrade(summary, token);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      detail: ALREADY_UPGRADED,
      code: "already_upgraded",
      report_id: first.body.report_id,
    });
    expect(await credits(user.id)).toBe(2);
    expect(fake.chatRequests).toHaveLength(1);
    expect(await db.report.count({ where: { upgradedFromId: summary.id } })).toBe(1);
  });

  it("spending the last credit on it does not turn a second click into 'not enough credits'", async () => {
    const { user, token } = await signedInUser({ credits: 1, firstReportClaimed: true });
    const summary = await summaryOf(user.id);
    const first = await upgrade(summary, token);
    expect(first.status).toBe(200);
    const second = await upgrade(summary, token);
    expect(second).toMatchObject({
      status: 409,
      body: { code: "already_upgraded", report_id: first.body.report_id },
    });
    expect(await credits(user.id)).toBe(0);
  });

  it("with one credit, two clicks at the same moment give one report and a 409 naming it", async () => {
    const { user, token } = await signedInUser({ credits: 1, firstReportClaimed: true });
    const summary = await summaryOf(user.id);
    fake.enqueue({ json: modelAnswer, delayMs: 300 }, { json: modelAnswer, delayMs: 300 });

    const answers = await Promise.all([upgrade(summary, token), upgrade(summary, token)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const made = answers.find((a) => a.status === 200)!.body.report_id;
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ report_id: made });
    expect(await credits(user.id)).toBe(0);
    expect(await db.report.count({ where: { userId: user.id, reportType: "full" } })).toBe(1);
  });

  it("a model that fails charges nothing and leaves the summary to upgrade again", async () => {
    const { user, token } = await signedInUser({ credits: 1, firstReportClaimed: true });
    const summary = await summaryOf(user.id);
    fake.enqueue({ status: 500 }, { status: 500 }, { status: 500 });

    const failed = await upgrade(summary, token);

    expect(failed.status).toBe(502);
    expect(await credits(user.id)).toBe(1);
    expect((await db.report.findUniqueOrThrow({ where: { id: summary.id } })).supersededById).toBeNull();
    const retried = await upgrade(summary, token);
    expect(retried.status).toBe(200);
    expect(await credits(user.id)).toBe(0);
  });

  it("happens once when the button is clicked twice at the same moment", async () => {
    const { user, token } = await signedInUser({ credits: 3, firstReportClaimed: true });
    const summary = await summaryOf(user.id);
    fake.enqueue({ json: modelAnswer, delayMs: 300 }, { json: modelAnswer, delayMs: 300 });

    const answers = await Promise.all([upgrade(summary, token), upgrade(summary, token)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const made = answers.find((a) => a.status === 200)!.body.report_id;
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      code: "already_upgraded",
      report_id: made,
    });
    expect(await credits(user.id)).toBe(2);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id, delta: { lt: 0 } } })).toBe(1);
    expect(await db.report.count({ where: { userId: user.id, reportType: "full" } })).toBe(1);
  });

  it("of a public summary is private by default, and the summary and its photo leave public view", async () => {
    const { user, token } = await signedInUser({ credits: 1, firstReportClaimed: true });
    const summary = await summaryOf(user.id, "public");
    const publicPhoto = await call(photoRoute, `/api/photos/${summary.photoIds[0]}`, {
      params: { id: summary.photoIds[0]! },
    });
    expect(publicPhoto.status).toBe(200);

    const answer = await upgrade(summary, token);

    expect(answer.status).toBe(200);
    expect(answer.body.privacy_setting).toBe("private");
    const fullId = answer.body.report_id as string;
    const gallery = await call(galleryRoute, "/api/reports/public?limit=100");
    expect(JSON.stringify(gallery.body)).not.toContain(summary.id);
    expect(
      await call(reportRoute, `/api/reports/${summary.id}`, { params: { id: summary.id } }),
    ).toMatchObject({
      status: 404,
    });
    const photoAfter = await call(photoRoute, `/api/photos/${summary.photoIds[0]}`, {
      params: { id: summary.photoIds[0]! },
    });
    expect(photoAfter.status).toBe(404);

    // The owner still opens the summary, which leads to its full report; the list shows one row.
    const own = await call(reportRoute, `/api/reports/${summary.id}`, {
      params: { id: summary.id },
      bearer: token,
    });
    expect(own.body).toMatchObject({ superseded_by_id: fullId, is_owner: true });
    const list = await call(ownReportsRoute, "/api/user/reports", { bearer: token });
    expect((list.body as unknown as { id: string }[]).map((r) => r.id)).toEqual([fullId]);
    // ... and their own photo.
    const ownPhoto = await call(photoRoute, `/api/photos/${summary.photoIds[0]}`, {
      params: { id: summary.photoIds[0]! },
      bearer: token,
    });
    expect(ownPhoto.status).toBe(200);
  });

  it("is public when public is asked for", async () => {
    const { user, token } = await signedInUser({ credits: 1, firstReportClaimed: true });
    const summary = await summaryOf(user.id, "public");
    const answer = await upgrade(summary, token, { privacy_setting: "public" });
    expect(answer.body.privacy_setting).toBe("public");
    const gallery = await call(galleryRoute, "/api/reports/public?limit=100");
    const ids = (gallery.body as unknown as { id: string }[]).map((r) => r.id);
    expect(ids).toContain(answer.body.report_id);
    expect(ids).not.toContain(summary.id);
  });

  it("with the free first report: public when nothing else is asked, refused with the choice when private is", async () => {
    const { user, token } = await signedInUser();
    const privateSummary = await summaryOf(user.id, "private");
    const refused = await upgrade(privateSummary, token, { privacy_setting: "private" });
    expect(refused).toMatchObject({ status: 402, body: { code: "first_free_is_public" } });
    expect(fake.chatRequests).toHaveLength(0);

    const made = await upgrade(privateSummary, token, { privacy_setting: "public" });
    expect(made.status).toBe(200);
    expect(made.body.privacy_setting).toBe("public");
    const report = await db.report.findUniqueOrThrow({ where: { id: made.body.report_id as string } });
    expect(report.charge).toBe("first_free");
  });

  it("of a visitor's summary, after signing in with the address, supersedes the visitor's summary", async () => {
    const { photoId, uploadSecret } = await makeVisitorPhoto();
    const visitorSummary = await makeReport({
      userId: null,
      photoIds: [photoId],
      reportType: "summary",
      charge: "free_summary",
      privacySetting: "public",
    });
    const { token } = await signedInUser();
    const answer = await upgrade({ id: visitorSummary.id, photoIds: [photoId] }, token, {
      upload_secret: uploadSecret,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.privacy_setting).toBe("public");
    const summary = await db.report.findUniqueOrThrow({ where: { id: visitorSummary.id } });
    expect(summary.supersededById).toBe(answer.body.report_id);
    expect(
      await call(reportRoute, `/api/reports/${summary.id}`, { params: { id: summary.id } }),
    ).toMatchObject({
      status: 404,
    });
  });
});
