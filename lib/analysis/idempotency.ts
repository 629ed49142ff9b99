import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import type { Report } from "@/lib/generated/prisma/client";
import { conflict, unprocessable } from "@/lib/errors/http-error";
import type { AnalysisRequest } from "./schemas";
import { answerOfReport } from "./serialize";

// A client that retries an analysis (a timeout, a lost answer) sends the same
// Idempotency-Key and gets the report it already paid for, not a second charge.

export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for another kind of report.";
export const IDEMPOTENCY_KEY_OTHER_REQUEST =
  "This Idempotency-Key was already used with a different request. Send a new key for a new report.";
const MAX_KEY_LENGTH = 255;

/** The request's Idempotency-Key header, if any. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.headers.get("idempotency-key")?.trim();
  if (!key) return undefined;
  if (key.length > MAX_KEY_LENGTH) {
    throw unprocessable(`Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`);
  }
  return key;
}

export function isIdempotencyConflict(error: unknown): boolean {
  return isUniqueViolation(error) && JSON.stringify(error.meta ?? {}).includes("idempotency_key");
}

/** JSON with every object's keys sorted, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * SHA-256 of what the request asks for, after validation: the order of keys
 * and of medical records does not matter, the order of photos does. Ignored
 * fields (user_id, is_followup) and the upload secret are left out.
 */
export function analysisRequestHash(request: AnalysisRequest): string {
  const asked = {
    photo_ids: request.photo_ids,
    medical_record_ids: [...request.medical_record_ids].sort(),
    questions_answers: request.questions_answers,
    privacy_setting: request.privacy_setting ?? null,
    context_history: request.context_history ?? null,
    previous_report_id: request.previous_report_id ?? null,
    upgrade_from_report_id: request.upgrade_from_report_id ?? null,
    // Left out when not given (undefined is dropped), so keys of requests made before spots and
    // languages still match.
    spot_id: request.spot_id,
    language: request.language,
  };
  return createHash("sha256").update(canonicalJson(asked)).digest("hex");
}

/**
 * The answer first given for this key, or null when the key is new; 409 for
 * another kind of report, 422 when the request differs from the first one.
 */
export async function earlierAnalysis(
  userId: string,
  key: string,
  kind: Report["reportType"],
  requestHash: string,
) {
  const report = await db.report.findUnique({
    where: { userId_idempotencyKey: { userId, idempotencyKey: key } },
    include: { photos: { orderBy: { position: "asc" }, select: { photoId: true } } },
  });
  if (!report) return null;
  if (report.reportType !== kind) throw conflict(IDEMPOTENCY_KEY_REUSED);
  // Reports made before requests were hashed have none to compare with.
  if (report.requestHash !== null && report.requestHash !== requestHash) {
    throw unprocessable(IDEMPOTENCY_KEY_OTHER_REQUEST);
  }
  return answerOfReport(report);
}
