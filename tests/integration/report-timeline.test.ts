import { describe, expect, it } from "vitest";
import { GET as timelineRoute } from "@/app/api/reports/[id]/timeline/route";
import { REPORT_NOT_FOUND } from "@/lib/reports/access";
import { makePhoto, makeReport, signedInUser } from "../support/factories";
import { call } from "../support/http";

const timeline = (id: string, bearer?: string) =>
  call(timelineRoute, `/api/reports/${id}/timeline`, { bearer, params: { id } });

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

async function series() {
  const owner = await signedInUser({ subscriptionStatus: "active" });
  const photos = await Promise.all([1, 2, 3].map(() => makePhoto(owner.user.id)));
  const original = await makeReport({
    userId: owner.user.id,
    reportType: "full",
    privacySetting: "private",
    createdAt: at(0),
    photoIds: [photos[0]!],
  });
  const first = await makeReport({
    userId: owner.user.id,
    reportType: "followup",
    isFollowup: true,
    previousReportId: original.id,
    privacySetting: "private",
    createdAt: at(10),
    photoIds: [photos[1]!],
    content: { content: "FOLLOW-UP", title: "First", progress_commentary: "Redness is down.", mock: false },
  });
  const second = await makeReport({
    userId: owner.user.id,
    reportType: "followup",
    isFollowup: true,
    previousReportId: first.id,
    privacySetting: "private",
    createdAt: at(20),
    photoIds: [photos[2]!],
    content: { content: "FOLLOW-UP", title: "Second", progress_commentary: "Almost clear.", mock: false },
  });
  // An unrelated report of the same owner stays out of the series.
  await makeReport({
    userId: owner.user.id,
    reportType: "full",
    privacySetting: "private",
    createdAt: at(5),
  });
  return { owner, photos, original, first, second };
}

describe("GET /api/reports/{id}/timeline", () => {
  it("shows the owner the original report and its follow-ups oldest first, from any report of the series", async () => {
    const { owner, photos, original, first, second } = await series();
    for (const id of [original.id, first.id, second.id]) {
      const { status, body } = await timeline(id, owner.token);
      expect(status).toBe(200);
      const reports = (body as { reports: Record<string, unknown>[] }).reports;
      expect(reports.map((r) => r.id)).toEqual([original.id, first.id, second.id]);
      expect(reports.map((r) => r.photo_ids)).toEqual([[photos[0]], [photos[1]], [photos[2]]]);
      expect(reports.map((r) => r.progress_commentary)).toEqual([null, "Redness is down.", "Almost clear."]);
    }
  });

  it("hides someone else's series as if it did not exist", async () => {
    const { original } = await series();
    const stranger = await signedInUser({ subscriptionStatus: "active" });
    const { status, body } = await timeline(original.id, stranger.token);
    expect(status).toBe(404);
    expect(body).toEqual({ detail: REPORT_NOT_FOUND });
  });

  it("asks a visitor to sign in", async () => {
    const { original } = await series();
    expect((await timeline(original.id)).status).toBe(401);
  });

  it("leaves a disabled follow-up out of the owner's series", async () => {
    const { owner, original, first, second } = await series();
    const { db } = await import("@/lib/db");
    await db.report.update({ where: { id: second.id }, data: { disabled: true } });
    const { body } = await timeline(original.id, owner.token);
    expect((body as { reports: { id: string }[] }).reports.map((r) => r.id)).toEqual([original.id, first.id]);
  });
});
