import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/medical-records/[id]/download/route";
import { POST as uploadRecords } from "@/app/api/medical-records/upload/route";
import { GET as viewPhotoRoute } from "@/app/api/photos/[id]/route";
import { POST as uploadPhotos } from "@/app/api/photos/upload/route";
import { POST as withdraw } from "@/app/api/reports/[id]/withdraw/route";
import { DELETE as deleteUser } from "@/app/api/user/route";
import { POST as sendDeleteCode } from "@/app/api/user/delete-code/route";
import { GET as exportData } from "@/app/api/user/export/route";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { savePhotos } from "@/lib/photos";
import { processPhoto } from "@/lib/photos/process";
import { runRetentionSweep } from "@/lib/reports/cleanup";
import { blobStore, removeDeletedObjects } from "@/lib/storage";
import { objectKey, resetObjectStore, STORAGE_UNAVAILABLE_DETAIL } from "@/lib/storage/object-store";
import { FakeS3 } from "../fakes/s3";
import { makeReport, signedInUser } from "../support/factories";
import { call, randomIp } from "../support/http";
import { jpegImage, pdfWithText, uploadForm } from "../support/images";

// STORAGE=s3 against an S3-compatible server on 127.0.0.1, driven by the real @aws-sdk/client-s3:
// the bytes of photos and records live in the bucket and nowhere else, and leave with them.

const DAY = 24 * 60 * 60 * 1000;
const s3 = new FakeS3("test-key-id", "test-secret");
const S3_SETTINGS = [
  "STORAGE",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
];

beforeAll(async () => {
  await s3.start();
  Object.assign(process.env, {
    STORAGE: "s3",
    S3_BUCKET: "skinsight-test",
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: "test-key-id",
    S3_SECRET_ACCESS_KEY: "test-secret",
    S3_FORCE_PATH_STYLE: "true",
  });
  resetEnv();
  resetObjectStore();
});

afterAll(async () => {
  for (const name of S3_SETTINGS) delete process.env[name];
  resetEnv();
  resetObjectStore();
  await s3.stop();
});

beforeEach(() => s3.reset());

async function uploadPhoto(token: string, bytes?: Buffer) {
  const jpeg = bytes ?? (await jpegImage({ width: 64, height: 48 }));
  return call(uploadPhotos, "/api/photos/upload", {
    body: uploadForm([{ bytes: jpeg, name: "arm.jpg", type: "image/jpeg" }]),
    bearer: token,
    ip: randomIp(),
  });
}

/** GET /api/photos/{id}: the JPEG, decoded from its base64_data. */
async function fetchPhoto(id: string, token: string) {
  const { status, body } = await call(viewPhotoRoute, `/api/photos/${id}`, { params: { id }, bearer: token });
  return { status, bytes: Buffer.from(String(body.base64_data), "base64") };
}

async function objectOf(photoId: string) {
  const photo = await db.photo.findUniqueOrThrow({ where: { id: photoId }, include: { blob: true } });
  return { blob: photo.blob, object: s3.object(objectKey(photo.blobId)) };
}

async function deleteAccount(token: string, email: string) {
  const sent = await call(sendDeleteCode, "/api/user/delete-code", { method: "POST", bearer: token });
  const mail = await db.emailOutbox.findFirstOrThrow({
    where: { to: email, purpose: "delete_account_code" },
    orderBy: { createdAt: "desc" },
  });
  return call(deleteUser, "/api/user", {
    method: "DELETE",
    bearer: token,
    json: { code: mail.code, token: sent.body.token },
  });
}

describe("photos and records in object storage", () => {
  it("keeps an uploaded photo's bytes in the bucket, not in PostgreSQL, and serves them to its owner", async () => {
    const { token } = await signedInUser();
    const { status, body } = await uploadPhoto(token);
    expect(status).toBe(200);
    const [photoId] = body.photo_ids as string[];
    const { blob, object } = await objectOf(photoId!);
    expect(blob.data).toBeNull();
    expect(blob.storageKey).toBe(objectKey(blob.id));
    expect(object?.contentType).toBe("image/jpeg");
    expect(object?.data.byteLength).toBe(blob.byteSize);

    const served = await fetchPhoto(photoId!, token);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(object!.data)).toBe(true);
    // Every request the SDK made was signed with the configured key pair.
    expect(s3.errors).toEqual([]);
    expect(
      s3.requests.every((r) => String(r.headers.authorization).includes("Credential=test-key-id/")),
    ).toBe(true);
  });

  it("keeps medical records in the bucket and downloads them from there", async () => {
    const { token } = await signedInUser({ credits: 1 });
    const pdf = pdfWithText(["Ferritin 12 ug/L"]);
    const { status, body } = await call(uploadRecords, "/api/medical-records/upload", {
      body: uploadForm([{ bytes: pdf, name: "lab.pdf" }]),
      bearer: token,
    });
    expect(status).toBe(200);
    const [id] = body.record_ids as string[];
    const record = await db.medicalRecord.findUniqueOrThrow({ where: { id }, include: { blob: true } });
    expect(record.blob.data).toBeNull();
    expect(s3.object(objectKey(record.blobId))?.data.equals(pdf)).toBe(true);
    const got = await call(download, `/api/medical-records/${id}/download`, {
      params: { id: id! },
      bearer: token,
    });
    expect(got.status).toBe(200);
    expect(got.text).toBe(pdf.toString("utf8"));
  });

  it("exports the user's photos and records with the bytes from the bucket", async () => {
    const { token } = await signedInUser({ credits: 1 });
    const [photoId] = (await uploadPhoto(token)).body.photo_ids as string[];
    const pdf = pdfWithText(["Vitamin D 40 ng/mL"]);
    await call(uploadRecords, "/api/medical-records/upload", {
      body: uploadForm([{ bytes: pdf, name: "d.pdf" }]),
      bearer: token,
    });
    const { status, body } = await call(exportData, "/api/user/export", { bearer: token });
    expect(status).toBe(200);
    const photos = body.photos as { id: string; base64_data: string }[];
    const records = body.medical_records as { base64_data: string }[];
    const { object } = await objectOf(photoId!);
    expect(photos.map((p) => p.id)).toEqual([photoId]);
    expect(Buffer.from(photos[0]!.base64_data, "base64").equals(object!.data)).toBe(true);
    expect(Buffer.from(records[0]!.base64_data, "base64").equals(pdf)).toBe(true);
  });

  it("deletes the objects with the account", async () => {
    const { user, token } = await signedInUser();
    const [photoId] = (await uploadPhoto(token)).body.photo_ids as string[];
    const { blob } = await objectOf(photoId!);
    const { status } = await deleteAccount(token, user.email);
    expect(status).toBe(200);
    expect(s3.object(objectKey(blob.id))).toBeUndefined();
    expect(await db.storedBlob.count({ where: { id: blob.id } })).toBe(0);
  });

  /** A user's report with a photo uploaded to the bucket, and the owner's withdrawal of it. */
  async function reportWithUploadedPhoto() {
    const { user, token } = await signedInUser();
    const [photoId] = (await uploadPhoto(token)).body.photo_ids as string[];
    const report = await makeReport({ userId: user.id, photoIds: [photoId!] });
    const { blob } = await objectOf(photoId!);
    const withdrawReport = () =>
      call(withdraw, `/api/reports/${report.id}/withdraw`, {
        json: {},
        bearer: token,
        params: { id: report.id },
      });
    return { photoId, blob, withdrawReport };
  }

  it("deletes a withdrawn report's photo from the bucket", async () => {
    const { photoId, blob, withdrawReport } = await reportWithUploadedPhoto();
    const { status } = await withdrawReport();
    expect(status).toBe(200);
    expect(await db.photo.count({ where: { id: photoId } })).toBe(0);
    expect(s3.keys()).not.toContain(objectKey(blob.id));
  });

  it("a bucket that fails during a deletion only delays it: the next sweep removes the object", async () => {
    const { photoId, blob, withdrawReport } = await reportWithUploadedPhoto();
    s3.failNext({ method: "POST", status: 500, times: 2 });
    const { status } = await withdrawReport();
    expect(status).toBe(200);
    expect(await db.photo.count({ where: { id: photoId } })).toBe(0);
    expect(s3.object(objectKey(blob.id))).toBeDefined();
    expect(await blobStore.get(blob.id)).toBeNull();

    const swept = await runRetentionSweep();
    expect(swept.objects).toBeGreaterThanOrEqual(1);
    expect(s3.object(objectKey(blob.id))).toBeUndefined();
    expect(await db.storedBlob.count({ where: { id: blob.id } })).toBe(0);
  });

  it("the retention sweep deletes an expired report's photo and a day-old unused upload from the bucket", async () => {
    const { user, token } = await signedInUser();
    const uploaded: string[] = [];
    for (let i = 0; i < 3; i++) uploaded.push(...((await uploadPhoto(token)).body.photo_ids as string[]));
    const [kept, expired, unused] = uploaded as [string, string, string];
    await makeReport({ userId: user.id, photoIds: [kept] });
    await makeReport({ userId: user.id, photoIds: [expired], expiresAt: new Date(Date.now() - 1000) });
    const blobs = await Promise.all([kept, expired, unused].map(async (id) => (await objectOf(id)).blob.id));

    const result = await runRetentionSweep(new Date(Date.now() + 2 * DAY));
    expect(result.reports).toBeGreaterThanOrEqual(1);
    expect(s3.object(objectKey(blobs[0]!))).toBeDefined();
    expect(s3.object(objectKey(blobs[1]!))).toBeUndefined();
    expect(s3.object(objectKey(blobs[2]!))).toBeUndefined();
    expect(await db.storedBlob.count({ where: { id: { in: blobs } } })).toBe(1);
  });

  it("bytes whose photo was never created are deleted a day later, object included", async () => {
    const id = await blobStore.put(Buffer.from("orphan"), "image/jpeg");
    expect(s3.object(objectKey(id))?.data.toString()).toBe("orphan");
    await runRetentionSweep(new Date(Date.now() + DAY / 2));
    expect(s3.object(objectKey(id))).toBeDefined();
    await runRetentionSweep(new Date(Date.now() + 2 * DAY));
    expect(s3.object(objectKey(id))).toBeUndefined();
    expect(await db.storedBlob.count({ where: { id } })).toBe(0);
  });

  it("a photo row that cannot be written leaves no object behind", async () => {
    const photo = await processPhoto(await jpegImage());
    const blobs = await db.storedBlob.count();
    await expect(savePhotos([photo], { userId: randomUUID(), kind: "report" })).rejects.toThrow();
    expect(await db.storedBlob.count()).toBe(blobs);
    expect(s3.keys()).toEqual([]);
    expect(s3.requests.map((r) => r.method)).toEqual(["PUT", "POST"]);
  });

  it("a request removes at most one batch of a backlog of deleted objects; the sweep removes the rest", async () => {
    // A backlog as a bucket outage leaves it: 1 001 blobs marked deleted, their objects still there.
    const ids = Array.from({ length: 1001 }, () => randomUUID());
    await db.storedBlob.createMany({
      data: ids.map((id) => ({
        id,
        contentType: "image/jpeg",
        byteSize: 1,
        storageKey: objectKey(id),
        deletedAt: new Date(),
      })),
    });
    await removeDeletedObjects();
    expect(await db.storedBlob.count({ where: { id: { in: ids } } })).toBe(1);
    expect((await runRetentionSweep()).objects).toBe(1);
    expect(await db.storedBlob.count({ where: { id: { in: ids } } })).toBe(0);
  });

  it("answers 503 with a detail when the bucket is down, and stores nothing half-way", async () => {
    const { user, token } = await signedInUser();
    const before = { photos: await db.photo.count(), blobs: await db.storedBlob.count() };
    s3.failNext({ method: "PUT", status: 503, code: "SlowDown", times: 5 });
    const { status, body } = await uploadPhoto(token);
    expect(status).toBe(503);
    expect(body).toEqual({ detail: STORAGE_UNAVAILABLE_DETAIL });
    expect(await db.photo.count()).toBe(before.photos);
    expect(await db.storedBlob.count()).toBe(before.blobs);
    expect(await db.photo.count({ where: { userId: user.id } })).toBe(0);
    expect(s3.keys()).toEqual([]);
  });

  it.each([
    ["a key id", "S3_ACCESS_KEY_ID", "someone-else", "InvalidAccessKeyId"],
    ["a secret", "S3_SECRET_ACCESS_KEY", "wrong-secret", "SignatureDoesNotMatch"],
  ])(
    "%s the storage server does not know is refused there, and the upload answers 503",
    async (_, name, value, code) => {
      const { token } = await signedInUser();
      const kept = process.env[name];
      process.env[name] = value;
      resetEnv();
      resetObjectStore();
      try {
        const { status, body } = await uploadPhoto(token);
        expect(status).toBe(503);
        expect(body).toEqual({ detail: STORAGE_UNAVAILABLE_DETAIL });
        expect(s3.keys()).toEqual([]);
        expect(s3.lastRequest()?.method).toBe("PUT");
        expect(s3.requests.some((r) => r.method === "PUT")).toBe(true);
        void code;
      } finally {
        process.env[name] = kept;
        resetEnv();
        resetObjectStore();
      }
    },
  );

  it("answers 503 when the storage server cannot be reached at all", async () => {
    const { token } = await signedInUser();
    const blobs = await db.storedBlob.count();
    const url = s3.url;
    await s3.stop();
    try {
      const { status, body } = await uploadPhoto(token);
      expect(status).toBe(503);
      expect(body).toEqual({ detail: STORAGE_UNAVAILABLE_DETAIL });
      expect(await db.storedBlob.count()).toBe(blobs);
    } finally {
      await s3.start(Number(new URL(url).port));
    }
  });
});
