import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { runRetentionSweep } from "@/lib/reports/cleanup";
import { UNUSED_UPLOAD_MAX_AGE_HOURS } from "@/lib/storage/unused-uploads";
import { makePhoto, makeReport, makeUser } from "../support/factories";

// Uploads never used in a report are deleted, bytes included, by the hourly retention sweep a day
// after upload; anything a report, a hero image or a review uses stays.

const HOUR_MS = 60 * 60 * 1000;
const dayAndAMinuteAgo = () => new Date(Date.now() - UNUSED_UPLOAD_MAX_AGE_HOURS * HOUR_MS - 60_000);

async function uploadedAt(photoId: string, createdAt: Date) {
  const photo = await db.photo.update({
    where: { id: photoId },
    data: { createdAt },
    select: { blobId: true },
  });
  return photo.blobId;
}

async function makeRecord(userId: string, createdAt = new Date()) {
  const data = Buffer.from("%PDF-1.4\n% a record\n");
  const blob = await db.storedBlob.create({
    data: { contentType: "application/pdf", byteSize: data.byteLength, data: new Uint8Array(data) },
  });
  return db.medicalRecord.create({
    data: { userId, filename: "record.pdf", blobId: blob.id, extractedText: "", createdAt },
  });
}

const photoExists = async (id: string) => (await db.photo.count({ where: { id } })) === 1;
const blobExists = async (id: string) => (await db.storedBlob.count({ where: { id } })) === 1;

describe("the retention sweep and unused uploads", () => {
  it("deletes a visitor's photo left unused for a day, with its bytes, and keeps a fresh one", async () => {
    const stale = await makePhoto();
    const staleBlob = await uploadedAt(stale, dayAndAMinuteAgo());
    const fresh = await makePhoto();
    const freshBlob = await uploadedAt(
      fresh,
      new Date(Date.now() - (UNUSED_UPLOAD_MAX_AGE_HOURS - 1) * HOUR_MS),
    );

    const swept = await runRetentionSweep();

    expect(swept).toMatchObject({ photos: 1 });
    expect(await photoExists(stale)).toBe(false);
    expect(await blobExists(staleBlob)).toBe(false);
    expect(await photoExists(fresh)).toBe(true);
    expect(await blobExists(freshBlob)).toBe(true);
  });

  it("deletes a signed-in user's unused photo too, but never one used by a report, however old", async () => {
    const user = await makeUser();
    const unused = await makePhoto(user.id);
    const unusedBlob = await uploadedAt(unused, dayAndAMinuteAgo());
    const inReport = await makePhoto(user.id);
    const inReportBlob = await uploadedAt(inReport, new Date(Date.now() - 40 * 24 * HOUR_MS));
    const visitorsInReport = await makePhoto();
    await uploadedAt(visitorsInReport, dayAndAMinuteAgo());
    await makeReport({ userId: user.id, privacySetting: "private", photoIds: [inReport] });
    await makeReport({ photoIds: [visitorsInReport] });

    await runRetentionSweep();

    expect(await photoExists(unused)).toBe(false);
    expect(await blobExists(unusedBlob)).toBe(false);
    expect(await photoExists(inReport)).toBe(true);
    expect(await blobExists(inReportBlob)).toBe(true);
    expect(await photoExists(visitorsInReport)).toBe(true);
  });

  it("keeps hero images and review avatars, which are in no report", async () => {
    const hero = await makePhoto();
    await uploadedAt(hero, dayAndAMinuteAgo());
    await db.photo.update({ where: { id: hero }, data: { kind: "hero" } });
    await db.heroImage.create({ data: { photoId: hero, title: "Clear skin", altText: "A cheek" } });
    const avatar = await makePhoto();
    await uploadedAt(avatar, dayAndAMinuteAgo());
    await db.photo.update({ where: { id: avatar }, data: { kind: "review" } });
    await db.review.create({ data: { name: "Ada", quote: "Helpful", photoId: avatar } });

    await runRetentionSweep();

    expect(await photoExists(hero)).toBe(true);
    expect(await photoExists(avatar)).toBe(true);
  });

  it("deletes a review photo uploaded a day ago for a review that was never saved", async () => {
    const orphan = await makePhoto();
    const orphanBlob = await uploadedAt(orphan, dayAndAMinuteAgo());
    await db.photo.update({ where: { id: orphan }, data: { kind: "review" } });

    await runRetentionSweep();

    expect(await photoExists(orphan)).toBe(false);
    expect(await blobExists(orphanBlob)).toBe(false);
  });

  it("deletes a medical record left unused for a day, with its file, and keeps fresh and used ones", async () => {
    const user = await makeUser();
    const stale = await makeRecord(user.id, dayAndAMinuteAgo());
    const fresh = await makeRecord(user.id);
    const used = await makeRecord(user.id, new Date(Date.now() - 10 * 24 * HOUR_MS));
    const report = await makeReport({ userId: user.id, privacySetting: "private" });
    await db.reportMedicalRecord.create({ data: { reportId: report.id, medicalRecordId: used.id } });

    const swept = await runRetentionSweep();

    expect(swept).toMatchObject({ medicalRecords: 1 });
    const left = await db.medicalRecord.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(left.map((r) => r.id).sort()).toEqual([fresh.id, used.id].sort());
    expect(await blobExists(stale.blobId)).toBe(false);
    expect(await blobExists(used.blobId)).toBe(true);
  });

  it("gets through more unused uploads than one batch", async () => {
    const ids = await Promise.all(Array.from({ length: 130 }, () => makePhoto()));
    await db.photo.updateMany({ where: { id: { in: ids } }, data: { createdAt: dayAndAMinuteAgo() } });

    const swept = await runRetentionSweep();

    expect(swept.photos).toBeGreaterThanOrEqual(130);
    expect(await db.photo.count({ where: { id: { in: ids } } })).toBe(0);
  });
});
