import { beforeEach, describe, expect, it } from "vitest";
import { POST as followupRoute } from "@/app/api/analysis/followup/route";
import { POST as fullRoute } from "@/app/api/analysis/full/route";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { SPOT_OF_EARLIER_REPORT } from "@/lib/analysis/spot";
import { db } from "@/lib/db";
import { SPOT_NOT_FOUND } from "@/lib/spots/access";
import { FakeOpenAI } from "../fakes/openai";
import {
  makePhoto,
  makeReport,
  makeSpot,
  makeVisitorPhoto,
  signedInAdmin,
  signedInUser,
} from "../support/factories";
import { call, randomIp } from "../support/http";
import { ANSWER_WITH_QUESTIONS, serveFakeOpenAI } from "../support/openai";
import { parseEvents } from "../support/sse";

// The analysis requests put the new report on one of the caller's spots (docs/spots.md).

const fake = new FakeOpenAI({
  defaultResponder: () => ({
    ...ANSWER_WITH_QUESTIONS,
    progress_commentary: "Slightly smaller than before.",
  }),
});
serveFakeOpenAI(fake);
beforeEach(() => fake.reset());

const routes = { summary: summaryRoute, full: fullRoute, followup: followupRoute };

function analyze(
  kind: keyof typeof routes,
  json: unknown,
  bearer?: string,
  headers: Record<string, string> = {},
) {
  return call(routes[kind], `/api/analysis/${kind}`, { json, bearer, ip: randomIp(), headers });
}

const spotOf = async (reportId: unknown) =>
  (await db.report.findUniqueOrThrow({ where: { id: reportId as string } })).spotId;
const creditsOf = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId } })).credits;

describe("spot_id on an analysis", () => {
  it("puts a summary and a full report on the caller's own spot", async () => {
    const { user, token } = await signedInUser({ credits: 2 });
    const spot = await makeSpot(user.id);
    const summary = await analyze(
      "summary",
      { photo_ids: [await makePhoto(user.id)], spot_id: spot.id },
      token,
    );
    expect(summary.status).toBe(200);
    expect(await spotOf(summary.body.report_id)).toBe(spot.id);

    const full = await analyze("full", { photo_ids: [await makePhoto(user.id)], spot_id: spot.id }, token);
    expect(full.status).toBe(200);
    expect(await spotOf(full.body.report_id)).toBe(spot.id);
  });

  it("refuses someone else's spot with 404 before the model is asked or anything charged", async () => {
    const { user, token } = await signedInUser({ credits: 2 });
    const theirs = await makeSpot((await signedInUser()).user.id);
    const reportsBefore = await db.report.count({ where: { userId: user.id } });
    const countersBefore = await db.rateLimitCounter.findMany();
    for (const kind of ["summary", "full"] as const) {
      const { status, body } = await analyze(
        kind,
        { photo_ids: [await makePhoto(user.id)], spot_id: theirs.id },
        token,
      );
      expect(status).toBe(404);
      expect(body).toEqual({ detail: SPOT_NOT_FOUND });
    }
    expect(fake.chatRequests).toHaveLength(0);
    expect(await creditsOf(user.id)).toBe(2);
    expect(await db.report.count({ where: { userId: user.id } })).toBe(reportsBefore);
    expect(await db.rateLimitCounter.findMany()).toEqual(countersBefore);
  });

  it("refuses an administrator another person's spot, and a visitor any spot", async () => {
    const owner = await signedInUser();
    const spot = await makeSpot(owner.user.id);
    const admin = await signedInAdmin();
    const asAdmin = await analyze(
      "full",
      { photo_ids: [await makePhoto(admin.user.id)], spot_id: spot.id },
      admin.token,
    );
    expect(asAdmin.status).toBe(404);

    const { photoId, uploadSecret } = await makeVisitorPhoto();
    const asVisitor = await analyze("summary", {
      photo_ids: [photoId],
      upload_secret: uploadSecret,
      spot_id: spot.id,
    });
    expect(asVisitor.status).toBe(404);
    expect(asVisitor.body).toEqual({ detail: SPOT_NOT_FOUND });
    expect(fake.chatRequests).toHaveLength(0);

    const adminSpot = await makeSpot(admin.user.id);
    const own = await analyze(
      "full",
      { photo_ids: [await makePhoto(admin.user.id)], spot_id: adminSpot.id },
      admin.token,
    );
    expect(own.status).toBe(200);
    expect(await spotOf(own.body.report_id)).toBe(adminSpot.id);
  });

  it("puts a follow-up on its earlier report's spot, and refuses naming another spot", async () => {
    const { user, token } = await signedInUser({ subscriptionStatus: "active" });
    const spot = await makeSpot(user.id);
    const other = await makeSpot(user.id);
    const earlier = await makeReport({
      userId: user.id,
      reportType: "full",
      charge: "subscription",
      spotId: spot.id,
    });

    const followup = await analyze(
      "followup",
      { photo_ids: [await makePhoto(user.id)], previous_report_id: earlier.id },
      token,
    );
    expect(followup.status).toBe(200);
    expect(await spotOf(followup.body.report_id)).toBe(spot.id);

    const elsewhere = await analyze(
      "followup",
      { photo_ids: [await makePhoto(user.id)], previous_report_id: earlier.id, spot_id: other.id },
      token,
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toMatchObject({ detail: SPOT_OF_EARLIER_REPORT });
    expect(fake.chatRequests).toHaveLength(1);

    const same = await analyze(
      "followup",
      { photo_ids: [await makePhoto(user.id)], previous_report_id: earlier.id, spot_id: spot.id },
      token,
    );
    expect(await spotOf(same.body.report_id)).toBe(spot.id);
  });

  it("puts a follow-up of a report on no spot on the spot it names", async () => {
    const { user, token } = await signedInUser({ subscriptionStatus: "active" });
    const spot = await makeSpot(user.id);
    const earlier = await makeReport({ userId: user.id, reportType: "full", charge: "subscription" });
    const followup = await analyze(
      "followup",
      { photo_ids: [await makePhoto(user.id)], previous_report_id: earlier.id, spot_id: spot.id },
      token,
    );
    expect(await spotOf(followup.body.report_id)).toBe(spot.id);
  });

  it("keeps the spot of the summary a full report upgrades", async () => {
    const { user, token } = await signedInUser({ credits: 1 });
    const spot = await makeSpot(user.id);
    const photoId = await makePhoto(user.id);
    const summary = await analyze("summary", { photo_ids: [photoId], spot_id: spot.id }, token);
    const full = await analyze(
      "full",
      { photo_ids: [photoId], upgrade_from_report_id: summary.body.report_id },
      token,
    );
    expect(full.status).toBe(200);
    expect(await spotOf(full.body.report_id)).toBe(spot.id);
  });

  it("streamed, refuses someone else's spot with the JSON 404 before any event, starting no run", async () => {
    const { user, token } = await signedInUser({ credits: 1 });
    const theirs = await makeSpot((await signedInUser()).user.id);
    const { status, headers, body } = await analyze(
      "full",
      { photo_ids: [await makePhoto(user.id)], spot_id: theirs.id },
      token,
      { accept: "text/event-stream" },
    );
    expect(status).toBe(404);
    expect(headers.get("content-type")).toContain("application/json");
    expect(body).toEqual({ detail: SPOT_NOT_FOUND });
    expect(await db.analysisRun.count()).toBe(0);
    expect(fake.chatRequests).toHaveLength(0);
    expect(await creditsOf(user.id)).toBe(1);
  });

  it("streamed, puts the report on the caller's spot", async () => {
    const { user, token } = await signedInUser({ credits: 1 });
    const spot = await makeSpot(user.id);
    const { status, text } = await analyze(
      "full",
      { photo_ids: [await makePhoto(user.id)], spot_id: spot.id },
      token,
      { accept: "text/event-stream" },
    );
    expect(status).toBe(200);
    const done = parseEvents(text).find((e) => e.event === "done");
    expect(await spotOf(done?.data.report_id)).toBe(spot.id);
  });
});
