import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/medical-records/[id]/download/route";
import { POST as upload } from "@/app/api/medical-records/upload/route";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import {
  loadMedicalRecordsForAnalysis,
  MEDICAL_RECORD_NOT_FOUND_DETAIL,
  RECORDS_NEED_UPGRADE_DETAIL,
  TOO_MANY_RECORDS_DETAIL,
} from "@/lib/medical-records";
import { MAX_EXTRACTED_TEXT_CHARS, UNREADABLE_PDF_DETAIL } from "@/lib/medical-records/pdf-text";
import {
  MAX_RECORD_BYTES,
  RECORD_TOO_LARGE_DETAIL,
  UNSUPPORTED_RECORD_DETAIL,
} from "@/lib/medical-records/process";
import { makeUser, signedInAdmin, signedInUser } from "../support/factories";
import { call } from "../support/http";
import {
  heicImage,
  jpegWithExif,
  oversizeJpeg,
  pdfWithText,
  pngImage,
  pngPixelBomb,
  renamedTextFile,
  TELLTALE_EXIF,
  uploadForm,
  webpImage,
} from "../support/images";

const DAY = 24 * 60 * 60 * 1000;
const LAB_LINES = [
  "Dermatopathology report",
  "Patient: test",
  "Findings: superficial perivascular dermatitis",
];

type UploadFile = { bytes: Buffer; name: string; type?: string };

function post(files: UploadFile[], bearer?: string) {
  return call(upload, "/api/medical-records/upload", { body: uploadForm(files), bearer });
}

function get(id: string, bearer?: string) {
  return call(download, `/api/medical-records/${id}/download`, { params: { id }, bearer });
}

async function storedCounts() {
  return { records: await db.medicalRecord.count(), blobs: await db.storedBlob.count() };
}

let payer: { user: User; token: string };

beforeAll(async () => {
  payer = await signedInUser({ credits: 1 });
});

describe("POST /api/medical-records/upload: who may upload", () => {
  it("an anonymous visitor must sign in", async () => {
    const { status } = await post([{ bytes: pdfWithText(LAB_LINES), name: "lab.pdf" }]);
    expect(status).toBe(401);
  });

  it.each([
    ["a free user", {}],
    ["a user whose credits expired", { credits: 2, creditsExpiresAt: new Date(Date.now() - DAY) }],
  ])("%s is asked to upgrade", async (_name, overrides) => {
    const { token } = await signedInUser(overrides);
    const before = await storedCounts();
    const { status, body } = await post([{ bytes: pdfWithText(LAB_LINES), name: "lab.pdf" }], token);
    expect(status).toBe(403);
    expect(body).toEqual({ detail: RECORDS_NEED_UPGRADE_DETAIL, code: "upgrade_required" });
    expect(body.detail).toContain("upgrade");
    expect(await storedCounts()).toEqual(before);
  });

  it("a subscriber may upload", async () => {
    const { token } = await signedInUser({
      subscriptionStatus: "active",
      currentPeriodEnd: new Date(Date.now() + DAY),
    });
    const { status, body } = await post([{ bytes: pdfWithText(LAB_LINES), name: "lab.pdf" }], token);
    expect(status).toBe(200);
    expect(body.record_ids).toHaveLength(1);
  });
});

describe("POST /api/medical-records/upload: what is accepted", () => {
  it("a PDF, a JPEG and a PNG are accepted by content, and the PDF's text is extracted", async () => {
    const files = [
      { bytes: pdfWithText(LAB_LINES), name: "biopsy results.pdf", type: "application/octet-stream" },
      { bytes: await jpegWithExif({ width: 200, height: 100 }, 6), name: "scan.jpeg", type: "image/jpeg" },
      { bytes: await pngImage({ width: 120, height: 90 }), name: "letter.PNG", type: "image/png" },
    ];
    const { status, body } = await post(files, payer.token);
    expect(status).toBe(200);
    const ids = body.record_ids as string[];
    expect(ids).toHaveLength(3);
    const records = await db.medicalRecord.findMany({ where: { id: { in: ids } }, include: { blob: true } });
    const byId = new Map(records.map((record) => [record.id, record]));
    const [pdf, jpeg, png] = ids.map((id) => byId.get(id)!);
    expect(pdf).toMatchObject({ userId: payer.user.id, filename: "biopsy results.pdf" });
    expect(pdf!.blob.contentType).toBe("application/pdf");
    expect(pdf!.extractedText).toBe(LAB_LINES.join("\n"));
    expect(jpeg).toMatchObject({ filename: "scan.jpg", extractedText: null });
    expect(jpeg!.blob.contentType).toBe("image/jpeg");
    expect(png).toMatchObject({ filename: "letter.png", extractedText: null });
    expect(png!.blob.contentType).toBe("image/png");
  });

  it("images are kept as uploaded but upright and without metadata", async () => {
    const { body } = await post(
      [{ bytes: await jpegWithExif({ width: 200, height: 100 }, 6), name: "scan.jpg" }],
      payer.token,
    );
    const [id] = body.record_ids as string[];
    const record = await db.medicalRecord.findUniqueOrThrow({ where: { id }, include: { blob: true } });
    const stored = Buffer.from(record.blob.data!);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(TELLTALE_EXIF.IFD0.Make)).toBe(false);
  });

  it.each([
    ["a text file named lab.pdf", () => Promise.resolve(renamedTextFile()), "lab.pdf"],
    ["a WebP image", () => webpImage(), "photo.webp"],
    ["a HEIC image", () => heicImage(), "photo.heic"],
  ])("%s is refused as an unsupported type", async (_name, make, name) => {
    const { status, body } = await post([{ bytes: await make(), name }], payer.token);
    expect(status).toBe(422);
    expect(body).toEqual({ detail: UNSUPPORTED_RECORD_DETAIL });
  });

  it("a file over 10 MB is refused with 413", async () => {
    const { status, body } = await post(
      [{ bytes: await oversizeJpeg(MAX_RECORD_BYTES), name: "scan.jpg" }],
      payer.token,
    );
    expect(status).toBe(413);
    expect(body).toEqual({ detail: RECORD_TOO_LARGE_DETAIL });
  });

  it("an image bomb is refused without being decoded", async () => {
    const { status, body } = await post([{ bytes: pngPixelBomb(), name: "scan.png" }], payer.token);
    expect(status).toBe(422);
    expect(body.detail).toMatch(/too large/);
  });

  it("a broken PDF is refused as unreadable", async () => {
    const { status, body } = await post(
      [{ bytes: Buffer.from("%PDF-1.7\nthis is not a pdf body"), name: "lab.pdf" }],
      payer.token,
    );
    expect(status).toBe(422);
    expect(body).toEqual({ detail: UNREADABLE_PDF_DETAIL });
  });

  it("more than 5 files at once are refused", async () => {
    const pdf = { bytes: pdfWithText(LAB_LINES), name: "lab.pdf" };
    const { status, body } = await post(
      Array.from({ length: 6 }, () => pdf),
      payer.token,
    );
    expect(status).toBe(422);
    expect(body.detail).toBe(`files: ${TOO_MANY_RECORDS_DETAIL}`);
  });

  it("nothing is stored when one file of several is bad", async () => {
    const before = await storedCounts();
    const files = [
      { bytes: pdfWithText(LAB_LINES), name: "lab.pdf" },
      { bytes: renamedTextFile(), name: "notes.pdf" },
    ];
    const { status } = await post(files, payer.token);
    expect(status).toBe(422);
    expect(await storedCounts()).toEqual(before);
  });

  it("the extracted text is capped", async () => {
    const longLine = "Erythematous papules on both forearms, no vesicles. ".repeat(2);
    const lines = Array.from({ length: 250 }, (_, i) => `${i}: ${longLine}`);
    expect(lines.join("\n").length).toBeGreaterThan(MAX_EXTRACTED_TEXT_CHARS);
    const { body } = await post([{ bytes: pdfWithText(lines), name: "long.pdf" }], payer.token);
    const [id] = body.record_ids as string[];
    const record = await db.medicalRecord.findUniqueOrThrow({ where: { id } });
    expect(record.extractedText).toHaveLength(MAX_EXTRACTED_TEXT_CHARS);
    expect(record.extractedText!.startsWith("0: Erythematous papules")).toBe(true);
  });
});

describe("GET /api/medical-records/{id}/download", () => {
  let recordId: string;
  const pdf = pdfWithText(LAB_LINES);

  beforeAll(async () => {
    const { body } = await post([{ bytes: pdf, name: '../../etc/"evil"\r\nname.pdf' }], payer.token);
    recordId = (body.record_ids as string[])[0]!;
  });

  /** The raw response: the file is bytes, not JSON. */
  function downloadAs(bearer: string | undefined) {
    const req = new NextRequest(`http://localhost:3000/api/medical-records/${recordId}/download`, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    return download(req, { params: Promise.resolve({ id: recordId }) });
  }

  it.each([
    ["its owner", () => payer.token],
    ["an admin", async () => (await signedInAdmin()).token],
  ])("%s gets the file as a safe attachment", async (_name, bearer) => {
    const response = await downloadAs(await bearer());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="evil_name.pdf"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it.each([
    ["another user", async () => (await signedInUser({ credits: 5 })).token],
    ["an anonymous visitor", async () => undefined],
  ])("%s gets 404", async (_name, bearer) => {
    const { status, body } = await get(recordId, await bearer());
    expect(status).toBe(404);
    expect(body).toEqual({ detail: MEDICAL_RECORD_NOT_FOUND_DETAIL });
  });

  it.each([
    ["an unknown id", randomUUID()],
    ["a malformed id", "../../etc/passwd"],
  ])("%s gets the same 404", async (_name, id) => {
    const { status, body } = await get(id, payer.token);
    expect(status).toBe(404);
    expect(body).toEqual({ detail: MEDICAL_RECORD_NOT_FOUND_DETAIL });
  });
});

describe("medical records in an analysis", () => {
  it("loads the user's records in the order given: PDFs as text, images as bytes", async () => {
    const jpeg = await jpegWithExif({ width: 60, height: 40 });
    const { body } = await post(
      [
        { bytes: jpeg, name: "scan.jpg" },
        { bytes: pdfWithText(LAB_LINES), name: "lab.pdf" },
      ],
      payer.token,
    );
    const [imageId, pdfId] = body.record_ids as string[];
    const records = await loadMedicalRecordsForAnalysis([pdfId!, imageId!], payer.user);
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual({ kind: "text", filename: "lab.pdf", text: LAB_LINES.join("\n") });
    expect(records[1]).toMatchObject({ kind: "image", filename: "scan.jpg", mimeType: "image/jpeg" });
    const image = records[1] as { data: Buffer };
    expect((await sharp(image.data).metadata()).width).toBe(60);
  });

  it("refuses a record the user does not own, and unknown ids", async () => {
    const { body } = await post([{ bytes: pdfWithText(LAB_LINES), name: "lab.pdf" }], payer.token);
    const [id] = body.record_ids as string[];
    const stranger = await makeUser({ credits: 1 });
    for (const [ids, user] of [
      [[id!], stranger],
      [[randomUUID()], payer.user],
      [["nope"], payer.user],
    ] as const) {
      await expect(loadMedicalRecordsForAnalysis([...ids], user)).rejects.toMatchObject({
        status: 404,
        detail: MEDICAL_RECORD_NOT_FOUND_DETAIL,
      });
    }
  });
});
