import { z } from "zod";
import type { AnalysisInput } from "@/lib/ai/types";
import { isAdmin } from "@/lib/auth/current-user";
import { isPayingUser } from "@/lib/billing/entitlements";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { forbidden, notFound } from "@/lib/errors/http-error";
import { enforceRateLimit } from "@/lib/rate-limit";
import { blobStore, usingStoredBlobs } from "@/lib/storage";
import { fileBytes, parseFormFields, readMultipartForm } from "@/lib/storage/multipart";
import { uploadedFile } from "@/lib/validation/file";
import { MAX_RECORD_BYTES, processMedicalRecord, type ProcessedRecord } from "./process";

export const MAX_RECORDS_PER_UPLOAD = 5;
export const RECORD_UPLOADS_PER_HOUR = 30;
export const MEDICAL_RECORD_NOT_FOUND_DETAIL = "Medical record not found";
export const RECORDS_NEED_UPGRADE_DETAIL =
  "Medical records are available with credits or a subscription. Please upgrade to upload them.";
export const TOO_MANY_RECORDS_DETAIL = `You can upload at most ${MAX_RECORDS_PER_UPLOAD} medical records at a time.`;
export const RECORD_UPLOAD_TOO_LARGE_DETAIL =
  "The upload is too large. Each medical record must be 10 MB or smaller.";
export const RECORD_RATE_LIMIT_DETAIL = "Too many medical record uploads. Please try again later.";
/** What the model reads for a PDF stored without its text (too large or too complex to read in time). */
export const PDF_TEXT_NOT_EXTRACTED =
  "[The text of this PDF was not extracted: the file was too large or too complex to read.]";

const RecordId = z.uuid();

export const RecordUploadForm = z.object({
  files: z
    .array(uploadedFile("Each entry must be an uploaded file"))
    .min(1, "Please choose at least one file")
    .max(MAX_RECORDS_PER_UPLOAD, TOO_MANY_RECORDS_DETAIL),
});

/** POST /api/medical-records/upload: paying users only; every file is checked before any is stored. */
export async function uploadMedicalRecords(user: User, req: Request): Promise<string[]> {
  if (!isPayingUser(user)) throw forbidden(RECORDS_NEED_UPGRADE_DETAIL, "upgrade_required");
  const maxBytes = MAX_RECORDS_PER_UPLOAD * MAX_RECORD_BYTES + 1024 * 1024;
  const form = await readMultipartForm(req, maxBytes, RECORD_UPLOAD_TOO_LARGE_DETAIL);
  const { files } = parseFormFields(RecordUploadForm, { files: form.getAll("files") });
  // One hit per file: the limit counts files, not requests.
  for (let i = 0; i < files.length; i++) {
    await enforceRateLimit(
      `medical-record-upload:${user.id}`,
      RECORD_UPLOADS_PER_HOUR,
      3600,
      RECORD_RATE_LIMIT_DETAIL,
    );
  }
  const records: ProcessedRecord[] = [];
  for (const file of files) records.push(await processMedicalRecord(await fileBytes(file), file.name));
  // Bytes first, each committed on its own (lib/storage); the rows together.
  const blobIds: string[] = [];
  for (const record of records) blobIds.push(await blobStore.put(record.data, record.contentType));
  return usingStoredBlobs(blobIds, () =>
    db.$transaction(async (tx) => {
      const ids: string[] = [];
      for (const [index, record] of records.entries()) {
        const blobId = blobIds[index]!;
        const row = await tx.medicalRecord.create({
          data: { userId: user.id, filename: record.filename, extractedText: record.extractedText, blobId },
          select: { id: true },
        });
        ids.push(row.id);
      }
      return ids;
    }),
  );
}

async function findRecord(id: string) {
  if (!RecordId.safeParse(id).success) return null;
  return db.medicalRecord.findUnique({
    where: { id },
    select: { userId: true, filename: true, blobId: true },
  });
}

/** GET /api/medical-records/{id}/download: the file as an attachment, for its owner and admins only. */
export async function downloadMedicalRecord(id: string, viewer: User | null): Promise<Response> {
  const record = await findRecord(id);
  const allowed = !!record && !!viewer && (viewer.id === record.userId || isAdmin(viewer));
  const blob = allowed ? await blobStore.get(record.blobId) : null;
  if (!record || !blob) throw notFound(MEDICAL_RECORD_NOT_FOUND_DETAIL);
  return new Response(new Uint8Array(blob.data), {
    headers: {
      "Content-Type": blob.contentType,
      "Content-Length": String(blob.data.byteLength),
      // The stored name is already reduced to safe characters; this keeps the header safe regardless.
      "Content-Disposition": `attachment; filename="${record.filename.replace(/[^\w.\- ]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

/** The user's records for the model, in the order given; 404 for any id they do not own. */
export async function loadMedicalRecordsForAnalysis(
  recordIds: string[],
  user: User,
): Promise<AnalysisInput["medicalRecords"]> {
  if (!recordIds.every((id) => RecordId.safeParse(id).success))
    throw notFound(MEDICAL_RECORD_NOT_FOUND_DETAIL);
  const records = await db.medicalRecord.findMany({
    where: { id: { in: recordIds }, userId: user.id },
    select: {
      id: true,
      filename: true,
      extractedText: true,
      blobId: true,
      blob: { select: { contentType: true } },
    },
  });
  const byId = new Map(records.map((record) => [record.id, record]));
  return Promise.all(
    recordIds.map(async (id) => {
      const record = byId.get(id);
      if (!record) throw notFound(MEDICAL_RECORD_NOT_FOUND_DETAIL);
      const { filename, blob } = record;
      if (blob.contentType === "application/pdf")
        return { kind: "text" as const, filename, text: record.extractedText ?? PDF_TEXT_NOT_EXTRACTED };
      const stored = await blobStore.get(record.blobId);
      if (!stored) throw notFound(MEDICAL_RECORD_NOT_FOUND_DETAIL);
      return { kind: "image" as const, filename, mimeType: stored.contentType, data: stored.data };
    }),
  );
}
