import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as fullRoute } from "@/app/api/analysis/full/route";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { cleanupExpiredReports } from "@/lib/reports/cleanup";
import { saveSettings } from "@/lib/settings";
import { makePhoto, makeReport, makeVisitorPhoto, signedInUser } from "../support/factories";
import { call } from "../support/http";

const DAY_MS = 24 * 60 * 60 * 1000;

// These reports come from the mock analysis: retention does not depend on the model.
beforeAll(() => {
  delete process.env.OPENAI_API_KEY;
  resetEnv();
});

async function expiresInDays(
  route: typeof fullRoute,
  kind: string,
  bearer: string | undefined,
  userId: string | null,
) {
  const started = Date.now();
  const upload = userId ? { photoId: await makePhoto(userId) } : await makeVisitorPhoto();
  const { status, body } = await call(route, `/api/analysis/${kind}`, {
    json: {
      photo_ids: [upload.photoId],
      upload_secret: "uploadSecret" in upload ? upload.uploadSecret : null,
    },
    bearer,
  });
  expect(status).toBe(200);
  const stored = await db.report.findUniqueOrThrow({ where: { id: body.report_id as string } });
  expect(body.expires_at).toBe(stored.expiresAt?.toISOString() ?? null);
  return stored.expiresAt ? Math.round((stored.expiresAt.getTime() - started) / DAY_MS) : null;
}

describe("a report's expiry", () => {
  it("follows the retention setting of the user's tier when it is made", async () => {
    await saveSettings({
      free_report_retention_days: 30,
      credit_report_retention_days: 90,
      subscription_report_retention_days: 365,
    });
    const creditUser = await signedInUser({ credits: 2, firstReportClaimed: true });
    const subscriber = await signedInUser({ subscriptionStatus: "active" });
    const newcomer = await signedInUser();

    expect(await expiresInDays(summaryRoute, "summary", undefined, null)).toBe(30);
    expect(await expiresInDays(fullRoute, "full", newcomer.token, newcomer.user.id)).toBe(30);
    expect(await expiresInDays(fullRoute, "full", creditUser.token, creditUser.user.id)).toBe(90);
    expect(await expiresInDays(summaryRoute, "summary", creditUser.token, creditUser.user.id)).toBe(90);
    expect(await expiresInDays(fullRoute, "full", subscriber.token, subscriber.user.id)).toBe(365);
  });

  it("is never when the tier's retention is -1 or 0", async () => {
    const creditUser = await signedInUser({ credits: 2, firstReportClaimed: true });
    await saveSettings({ credit_report_retention_days: -1 });
    expect(await expiresInDays(fullRoute, "full", creditUser.token, creditUser.user.id)).toBeNull();
    await saveSettings({ credit_report_retention_days: 0 });
    expect(await expiresInDays(fullRoute, "full", creditUser.token, creditUser.user.id)).toBeNull();
  });
});

describe("cleanupExpiredReports", () => {
  beforeEach(async () => {
    await db.report.deleteMany();
  });

  async function makeRecord(userId: string) {
    const blob = await db.storedBlob.create({
      data: { contentType: "application/pdf", byteSize: 1, data: new Uint8Array([1]) },
    });
    return db.medicalRecord.create({ data: { userId, filename: "lab.pdf", blobId: blob.id } });
  }
  const links = (recordIds: string[]) => ({
    create: recordIds.map((medicalRecordId) => ({ medicalRecordId })),
  });

  it("removes expired reports with the photos, records and bytes that only they used", async () => {
    const { user } = await signedInUser();
    const past = new Date(Date.now() - 1000);
    const [onlyExpired, shared] = [await makePhoto(user.id), await makePhoto(user.id)];
    const [ownRecord, sharedRecord] = [await makeRecord(user.id), await makeRecord(user.id)];
    const gone = await makeReport({
      userId: user.id,
      expiresAt: past,
      photoIds: [onlyExpired, shared],
      medicalRecords: links([ownRecord.id, sharedRecord.id]),
    });
    const alsoGone = await makeReport({ expiresAt: past });
    const live = await makeReport({
      userId: user.id,
      expiresAt: new Date(Date.now() + DAY_MS),
      photoIds: [shared],
      medicalRecords: links([sharedRecord.id]),
    });
    const kept = await makeReport({ expiresAt: null });
    const photoBlob = (await db.photo.findUniqueOrThrow({ where: { id: onlyExpired } })).blobId;

    expect(await cleanupExpiredReports()).toEqual({ deleted: 2 });

    expect(await db.report.count({ where: { id: { in: [gone.id, alsoGone.id] } } })).toBe(0);
    expect(await db.report.count({ where: { id: { in: [live.id, kept.id] } } })).toBe(2);
    expect(await db.photo.findUnique({ where: { id: onlyExpired } })).toBeNull();
    expect(await db.storedBlob.findUnique({ where: { id: photoBlob } })).toBeNull();
    expect(await db.photo.findUnique({ where: { id: shared } })).not.toBeNull();
    expect(await db.medicalRecord.findUnique({ where: { id: ownRecord.id } })).toBeNull();
    expect(await db.storedBlob.findUnique({ where: { id: ownRecord.blobId } })).toBeNull();
    expect(await db.medicalRecord.findUnique({ where: { id: sharedRecord.id } })).not.toBeNull();
    expect(await db.reportPhoto.count({ where: { reportId: live.id } })).toBe(1);

    expect(await cleanupExpiredReports()).toEqual({ deleted: 0 });
  });

  it("removes a report once its expiry has passed, not before", async () => {
    const report = await makeReport({ expiresAt: new Date(Date.now() + 10 * DAY_MS) });
    expect(await cleanupExpiredReports()).toEqual({ deleted: 0 });
    expect(await cleanupExpiredReports(new Date(Date.now() + 11 * DAY_MS))).toEqual({ deleted: 1 });
    expect(await db.report.findUnique({ where: { id: report.id } })).toBeNull();
  });

  it("works through more expired reports than one batch", async () => {
    await db.report.createMany({
      data: Array.from({ length: 230 }, (_, i) => ({
        title: `Expired ${i}`,
        reportType: "summary" as const,
        privacySetting: "public" as const,
        charge: "free_summary" as const,
        content: { content: "", title: "", progress_commentary: null, mock: false },
        expiresAt: new Date(Date.now() - DAY_MS),
      })),
    });
    expect(await cleanupExpiredReports()).toEqual({ deleted: 230 });
  });
});
