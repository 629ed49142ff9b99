import { z } from "zod";
import { hashApiKey } from "@/lib/admin/api-keys";
import { AiUnavailableError, analyzeSkin, type AnalysisKind } from "@/lib/ai";
import { db } from "@/lib/db";
import type { ApiKey } from "@/lib/generated/prisma/client";
import { forbidden, HttpError, unauthorized, unprocessable } from "@/lib/errors/http-error";
import { isJsonContentType, readCapped } from "@/lib/http/json-body";
import { describeZodError } from "@/lib/http/route";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/negotiate";
import type { Logger } from "@/lib/log";
import { savePhotos } from "@/lib/photos";
import { MAX_PHOTO_BYTES, processPhoto } from "@/lib/photos/process";
import { enforceRateLimit } from "@/lib/rate-limit";
import { expireShownReports } from "@/lib/reports/shown";
import { Language } from "@/lib/users/schemas";

// The external report endpoints, POST /api/summary and POST /api/full: an API key made in the
// console (X-API-Key) whose permission names the endpoint, and one photo as a data URL. The
// photo goes through the upload pipeline (checked, metadata stripped, re-encoded); the report
// is stored private, charged to the key (charge `api_key`), and usage_count counts only
// successful calls. The key itself is never logged. The report is written in the language the
// body names, else the one the request's Accept-Language prefers, else English.

export const API_KEY_HEADER = "x-api-key";
export const MISSING_API_KEY = "Missing API key: send it in the X-API-Key header";
export const INVALID_API_KEY = "Invalid API key";
export const DISABLED_API_KEY = "This API key is disabled";
export const missingPermission = (kind: AnalysisKind) => `This API key does not have the ${kind} permission`;
export const EXTERNAL_RATE_LIMITED = "Too many requests for this API key. Please try again later.";
export const BAD_IMAGE = "photo_base64 must be a data URL of a JPEG, PNG, WebP or HEIC image";
export const EXTERNAL_BODY_TOO_LARGE = "The photo is too large. It must be 15 MB or smaller.";
export const EXTERNAL_ANALYSIS_FAILED = "The analysis failed. Please try again.";
export const JSON_REQUIRED = "Request body must be sent as Content-Type: application/json";

/** Calls per key and hour: enough for an integration, a ceiling on what a leaked key can cost. */
export const EXTERNAL_CALLS_PER_HOUR = 100;
/** A 15 MB photo is 20 MB in base64, plus the JSON around it. */
const BODY_LIMIT = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 64 * 1024;

export const ExternalAnalysisRequest = z.object({
  photo_base64: z.string().min(1).describe("The photo as a data URL: data:image/jpeg;base64,..."),
  language: Language.optional().describe(
    "The language the whole report is written in; default: the Accept-Language header's, else en",
  ),
});
export const ExternalAnalysisResponse = z.object({
  success: z.literal(true),
  analysis: z.object({
    report_id: z.uuid(),
    title: z.string(),
    content: z.string(),
    mock: z.boolean(),
    language: z.enum(LOCALES).describe("The language the report is written in"),
  }),
  usage_count: z.number().int(),
});

const DATA_URL = /^data:image\/(jpeg|jpg|png|webp|heic|heif);base64,([A-Za-z0-9+/=\s]+)$/;

/** The key of the request, or 401/403. */
export async function authenticateApiKey(req: Request, kind: AnalysisKind): Promise<ApiKey> {
  const presented = req.headers.get(API_KEY_HEADER)?.trim();
  if (!presented) throw unauthorized(MISSING_API_KEY);
  const key = await db.apiKey.findUnique({ where: { keyHash: hashApiKey(presented) } });
  if (!key) throw unauthorized(INVALID_API_KEY);
  if (!key.active) throw forbidden(DISABLED_API_KEY);
  if (!key.permissions.includes(kind === "full" ? "full" : "summary"))
    throw forbidden(missingPermission(kind));
  return key;
}

/** The photo's bytes and the report's language, from the JSON body. */
async function readRequest(req: Request): Promise<{ bytes: Buffer; language: Locale }> {
  if (!isJsonContentType(req.headers.get("content-type"))) throw new HttpError(415, JSON_REQUIRED);
  let raw: Uint8Array;
  try {
    raw = await readCapped(req, BODY_LIMIT);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, EXTERNAL_BODY_TOO_LARGE);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new HttpError(400, "Request body must be valid JSON");
  }
  const parsed = ExternalAnalysisRequest.safeParse(json);
  if (!parsed.success) throw unprocessable(describeZodError(parsed.error));
  const match = DATA_URL.exec(parsed.data.photo_base64.trim());
  if (!match) throw unprocessable(BAD_IMAGE);
  const bytes = Buffer.from(match[2]!.replace(/\s+/g, ""), "base64");
  if (bytes.byteLength === 0) throw unprocessable(BAD_IMAGE);
  return { bytes, language: parsed.data.language ?? requestLocale(req.headers) };
}

/** POST /api/summary and /api/full. */
export async function runExternalAnalysis(req: Request, kind: "summary" | "full", log: Logger) {
  const key = await authenticateApiKey(req, kind);
  await enforceRateLimit(`api-key:${key.id}`, EXTERNAL_CALLS_PER_HOUR, 3600, EXTERNAL_RATE_LIMITED);
  const { bytes, language } = await readRequest(req);
  const photo = await processPhoto(bytes);
  const [photoId] = await savePhotos([photo], { userId: null, kind: "report", privacySetting: "private" });
  let result;
  try {
    result = await analyzeSkin({
      kind,
      language,
      photos: [photo.jpeg],
      medicalRecords: [],
      profile: {},
      questionsAnswers: {},
    });
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    log.warn({ api_key_id: key.id, kind }, "external analysis failed; not counted");
    throw new HttpError(502, EXTERNAL_ANALYSIS_FAILED);
  }
  const { report, usageCount } = await db.$transaction(async (tx) => {
    const report = await tx.report.create({
      data: {
        title: result.title,
        reportType: kind,
        language,
        privacySetting: "private",
        content: {
          content: result.content,
          title: result.title,
          progress_commentary: null,
          mock: result.mock,
        },
        dynamicQuestions: result.dynamicQuestions,
        charge: "api_key",
        apiKeyId: key.id,
        aiPromptUsed: result.promptUsed || null,
        aiModel: result.model,
        photos: { create: [{ photoId: photoId!, position: 0 }] },
      },
    });
    const updated = await tx.apiKey.update({
      where: { id: key.id },
      data: { usageCount: { increment: 1 }, lastUsedAt: new Date() },
    });
    return { report, usageCount: updated.usageCount };
  });
  await expireShownReports([report.id], [photoId!]);
  log.info({ api_key_id: key.id, report_id: report.id, kind }, "external report created");
  return {
    success: true as const,
    analysis: {
      report_id: report.id,
      title: result.title,
      content: result.content,
      mock: result.mock,
      language,
    },
    usage_count: usageCount,
  };
}
