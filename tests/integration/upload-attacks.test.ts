import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as heroUpload } from "@/app/api/admin/hero-carousel/upload/route";
import { POST as reviewPhotoUpload } from "@/app/api/admin/user-reviews/upload-photo/route";
import { GET as downloadRecord } from "@/app/api/medical-records/[id]/download/route";
import { POST as recordUpload } from "@/app/api/medical-records/upload/route";
import { POST as photoUpload } from "@/app/api/photos/upload/route";
import { db } from "@/lib/db";
import {
  TOO_MANY_PIXELS_DETAIL,
  UNREADABLE_IMAGE_DETAIL,
  UNSUPPORTED_PHOTO_DETAIL,
} from "@/lib/photos/process";
import { blobStore } from "@/lib/storage";
import { NOT_MULTIPART_DETAIL } from "@/lib/storage/multipart";
import { signedInAdmin, signedInUser } from "../support/factories";
import { expectSafeAnswer } from "../support/hostile";
import { call, randomIp } from "../support/http";
import { heicPixelBomb, jpegImage, pdfWithText, pngImage, pngPixelBomb } from "../support/images";
import type { RefusalCode } from "@/lib/errors/refusal-codes";

// Hostile files at every upload endpoint: whatever arrives, the answer is a clear {detail} with the
// right status, nothing is stored (no photo, record or blob row), and the next ordinary upload works.

type Upload = {
  name: string;
  handler: typeof photoUpload;
  /** The form field that carries files. */
  field: string;
  extraFields?: Record<string, string>;
  bearer: () => Promise<string | undefined>;
  /** The cap on the whole body, beyond which the upload is refused while it is read. */
  capBytes: number;
};

let adminToken = "";
let payingToken = "";

const uploads: Upload[] = [
  {
    name: "a report photo",
    handler: photoUpload,
    field: "files",
    bearer: async () => undefined,
    capBytes: 46 * 1024 * 1024,
  },
  {
    name: "a medical record",
    handler: recordUpload,
    field: "files",
    bearer: async () => payingToken,
    capBytes: 51 * 1024 * 1024,
  },
  {
    name: "a hero image",
    handler: heroUpload,
    field: "file",
    extraFields: { title: "Clear skin", alt_text: "A cheek" },
    bearer: async () => adminToken,
    capBytes: 15 * 1024 * 1024 + 64 * 1024,
  },
  {
    name: "a review photo",
    handler: reviewPhotoUpload,
    field: "file",
    bearer: async () => adminToken,
    capBytes: 15 * 1024 * 1024 + 64 * 1024,
  },
];

beforeAll(async () => {
  adminToken = (await signedInAdmin()).token;
  payingToken = (await signedInUser({ credits: 50 })).token;
});

async function stored() {
  return {
    photos: await db.photo.count(),
    records: await db.medicalRecord.count(),
    blobs: await db.storedBlob.count(),
  };
}

function form(upload: Upload, file: { bytes: Buffer | Uint8Array; name: string; type: string }) {
  const data = new FormData();
  data.append(upload.field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  for (const [key, value] of Object.entries(upload.extraFields ?? {})) data.append(key, value);
  return data;
}

async function send(upload: Upload, body: BodyInit, headers: Record<string, string> = {}) {
  return call(upload.handler, "/upload", {
    method: "POST",
    body,
    headers,
    bearer: await upload.bearer(),
    ip: randomIp(),
  });
}

/** A small real JPEG whose frame header (SOF0) declares width × height. */
async function jpegPixelBomb(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await jpegImage({ width: 16, height: 16 }));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof === -1) throw new Error("no SOF0 marker");
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);
const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

type Attack = {
  name: string;
  file: () => Promise<{ bytes: Buffer; name: string; type: string }>;
  photoDetail: string;
  photoCode: RefusalCode;
};

const attacks: Attack[] = [
  {
    name: "a PNG declaring 50000×50000 pixels",
    file: async () => ({ bytes: pngPixelBomb(50_000, 50_000), name: "bomb.png", type: "image/png" }),
    photoDetail: TOO_MANY_PIXELS_DETAIL,
    photoCode: "photo_too_large",
  },
  {
    name: "a JPEG declaring 50000×50000 pixels",
    file: async () => ({ bytes: await jpegPixelBomb(50_000, 50_000), name: "bomb.jpg", type: "image/jpeg" }),
    photoDetail: TOO_MANY_PIXELS_DETAIL,
    photoCode: "photo_too_large",
  },
  {
    name: "a HEIC declaring 50000×50000 pixels",
    file: async () => ({ bytes: await heicPixelBomb(50_000, 50_000), name: "bomb.heic", type: "image/heic" }),
    photoDetail: TOO_MANY_PIXELS_DETAIL,
    photoCode: "photo_too_large",
  },
  {
    name: "a JPEG cut off after its headers",
    file: async () => {
      const jpeg = await jpegImage({ width: 400, height: 300 });
      return { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 3)), name: "cut.jpg", type: "image/jpeg" };
    },
    photoDetail: UNREADABLE_IMAGE_DETAIL,
    photoCode: "photo_unreadable",
  },
  {
    name: "a PNG cut off after its headers",
    file: async () => {
      const png = await pngImage({ width: 400, height: 300 });
      return { bytes: png.subarray(0, 60), name: "cut.png", type: "image/png" };
    },
    photoDetail: UNREADABLE_IMAGE_DETAIL,
    photoCode: "photo_unreadable",
  },
  {
    name: "an SVG with a script",
    file: async () => ({ bytes: svg, name: "face.svg", type: "image/svg+xml" }),
    photoDetail: UNSUPPORTED_PHOTO_DETAIL,
    photoCode: "photo_unsupported",
  },
  {
    name: "an SVG declared as a JPEG",
    file: async () => ({ bytes: svg, name: "face.jpg", type: "image/jpeg" }),
    photoDetail: UNSUPPORTED_PHOTO_DETAIL,
    photoCode: "photo_unsupported",
  },
  {
    name: "an HTML page declared as a PNG",
    file: async () => ({ bytes: html, name: "face.png", type: "image/png" }),
    photoDetail: UNSUPPORTED_PHOTO_DETAIL,
    photoCode: "photo_unsupported",
  },
  {
    name: "an empty file",
    file: async () => ({ bytes: Buffer.alloc(0), name: "empty.jpg", type: "image/jpeg" }),
    photoDetail: UNSUPPORTED_PHOTO_DETAIL,
    photoCode: "photo_unsupported",
  },
  {
    name: "only the first three bytes of a JPEG",
    file: async () => ({ bytes: Buffer.from([0xff, 0xd8, 0xff]), name: "x.jpg", type: "image/jpeg" }),
    photoDetail: UNREADABLE_IMAGE_DETAIL,
    photoCode: "photo_unreadable",
  },
];

describe.each(uploads.map((u) => [u.name, u] as const))("uploading %s", (_name, upload) => {
  it.each(attacks.map((a) => [a.name, a] as const))(
    "%s is refused with a clear message and nothing is stored",
    async (_attack, attack) => {
      const before = await stored();
      const answer = await send(upload, form(upload, await attack.file()));
      expectSafeAnswer(answer, `${upload.name}: ${attack.name}`);
      expect(answer.status).toBe(422);
      // Photos share one pipeline and its messages; records word theirs for documents.
      if (upload.handler !== recordUpload)
        expect(answer.body).toEqual({ detail: attack.photoDetail, code: attack.photoCode });
      expect(await stored()).toEqual(before);
    },
  );

  it("a body far over the cap is refused with 413 while it streams, after about the cap is read", async () => {
    const before = await stored();
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024).fill(0x61);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const answer = await call(upload.handler, "/upload", {
      method: "POST",
      body: endless,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      bearer: await upload.bearer(),
      ip: randomIp(),
    });
    expectSafeAnswer(answer, `${upload.name}: endless body`);
    expect(answer.status).toBe(413);
    expect(sent).toBeLessThan(upload.capBytes + 4 * 1024 * 1024);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ["no content type", {}, 422],
    ["multipart without a boundary", { "content-type": "multipart/form-data" }, 400],
    ["a boundary the body does not use", { "content-type": "multipart/form-data; boundary=nothere" }, 400],
    ["JSON", { "content-type": "application/json" }, 422],
    ["multipart/mixed", { "content-type": "multipart/mixed; boundary=x" }, 422],
  ] as const)("a body sent with %s is refused and nothing is stored", async (_case, headers, status) => {
    const before = await stored();
    const answer = await send(
      upload,
      '--x\r\nContent-Disposition: form-data; name="files"\r\n\r\nabc\r\n--x--\r\n',
      headers,
    );
    expectSafeAnswer(answer, `${upload.name}: ${JSON.stringify(headers)}`);
    expect(answer.status).toBe(status);
    if (status === 422 && !("content-type" in headers && headers["content-type"] === "application/json"))
      expect(answer.body.detail).toBe(NOT_MULTIPART_DETAIL);
    expect(await stored()).toEqual(before);
  });

  it("a form of two thousand tiny files and fields is refused without storing anything", async () => {
    const before = await stored();
    const data = new FormData();
    for (let i = 0; i < 2000; i++) {
      data.append(upload.field, new File([new Uint8Array([i % 256])], `f${i}.jpg`, { type: "image/jpeg" }));
      data.append(`field${i}`, "x");
    }
    for (const [key, value] of Object.entries(upload.extraFields ?? {})) data.append(key, value);
    const started = performance.now();
    const answer = await send(upload, data);
    expectSafeAnswer(answer, `${upload.name}: many parts`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await stored()).toEqual(before);
  });

  it("a file name with path traversal and control characters changes nothing about where or what is stored", async () => {
    const before = await stored();
    const answer = await send(
      upload,
      form(upload, {
        bytes: await jpegImage({ width: 64, height: 48 }),
        name: "../../etc/\u0000pass\u001bwd\r\n.jpg",
        type: "image/jpeg",
      }),
    );
    expectSafeAnswer(answer, `${upload.name}: odd file name`);
    expect(answer.status).toBe(200);
    const after = await stored();
    expect(after.blobs).toBe(before.blobs + 1);
    if (upload.handler === recordUpload) {
      const record = await db.medicalRecord.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
      expect(record.filename).not.toMatch(/[/\\\u0000-\u001f]|\.\./);
    }
  });
});

describe("polyglot files", () => {
  it("a JPEG with an HTML page appended is stored as a clean re-encoded JPEG without the page", async () => {
    const jpeg = await jpegImage({ width: 64, height: 48 });
    const polyglot = Buffer.concat([jpeg, html]);
    const answer = await send(
      uploads[0]!,
      form(uploads[0]!, { bytes: polyglot, name: "p.jpg", type: "image/jpeg" }),
    );
    expect(answer.status).toBe(200);
    const photo = await db.photo.findUniqueOrThrow({ where: { id: (answer.body.photo_ids as string[])[0] } });
    const blob = await blobStore.get(photo.blobId);
    expect(blob?.contentType).toBe("image/jpeg");
    expect(blob!.data.includes(Buffer.from("<script>"))).toBe(false);
    expect((await sharp(blob!.data).metadata()).format).toBe("jpeg");
  });

  it.each([
    [
      "a JPEG with a PDF appended",
      async () => Buffer.concat([await jpegImage({ width: 64, height: 48 }), pdfWithText(["hidden"])]),
      "image/jpeg",
    ],
    [
      "a PDF with a ZIP archive appended",
      async () =>
        Buffer.concat([pdfWithText(["Blood test: normal"]), Buffer.from("PK\u0003\u0004" + "x".repeat(64))]),
      "application/pdf",
    ],
    [
      "an HTML page that starts like a PDF",
      async () => Buffer.concat([Buffer.from("%PDF-1.4\n"), html]),
      "application/pdf",
    ],
  ] as const)(
    "%s as a medical record is typed by its first bytes and only ever downloaded as an attachment that is not sniffed",
    async (_case, bytes, expectedType) => {
      const upload = uploads[1]!;
      const answer = await send(
        upload,
        form(upload, { bytes: await bytes(), name: "record.html", type: "text/html" }),
      );
      expectSafeAnswer(answer, "record polyglot");
      if (answer.status !== 200) {
        expect(answer.status).toBe(422);
        return;
      }
      const id =
        (answer.body as unknown as { medical_record_ids?: string[]; ids?: string[] })
          .medical_record_ids?.[0] ??
        (await db.medicalRecord.findFirstOrThrow({ orderBy: { createdAt: "desc" } })).id;
      const download = await call(downloadRecord, `/api/medical-records/${id}/download`, {
        bearer: payingToken,
        params: { id },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe(expectedType);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w.\- ]+"$/);
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );
});

describe("after every attack", () => {
  it("an ordinary photo upload still works", async () => {
    const answer = await send(
      uploads[0]!,
      form(uploads[0]!, {
        bytes: await jpegImage({ width: 64, height: 48 }),
        name: "ok.jpg",
        type: "image/jpeg",
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.photo_ids).toHaveLength(1);
  });
});
