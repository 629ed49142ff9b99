import type { z } from "zod";
import type { DynamicQuestion } from "@/lib/ai/types";
import type { AnalysisRequestSchema } from "@/lib/analysis/schemas";
import type { serializeAnalysis } from "@/lib/analysis/serialize";
import { ApiError, apiErrorOf } from "@/lib/api-client";
import { readAnalysisStream, type AnalysisProgressEvent } from "@/lib/api-client/analysis-stream";
import type { PhotoUploadResult } from "@/lib/photos/upload";
import type { PrivacySettingSchema } from "@/lib/reports/schemas";
import type { serializeReport, serializeReportCard } from "@/lib/reports/serialize";
import type { pricingView } from "@/lib/settings/schema";
import type { ReportKind } from "./report-kind";

// The upload wizard's calls. The photo upload goes through XMLHttpRequest, the
// one browser API that reports upload progress; the analysis call carries an
// Idempotency-Key, so a retry of the same submit is never charged twice, and is
// read as it streams.
// Shapes are the server's own schemas and serialisers (type-only imports: nothing
// of the server reaches the browser bundle).

export type Privacy = z.infer<typeof PrivacySettingSchema>;
export type { DynamicQuestion };
/** What POST /api/analysis/{kind} sends: the schema's input, before its defaults apply. */
export type AnalysisRequest = z.input<typeof AnalysisRequestSchema>;
export type AnalysisAnswer = ReturnType<typeof serializeAnalysis>;
export type PhotoUpload = PhotoUploadResult;
export type FollowupCard = ReturnType<typeof serializeReportCard>;
export type Pricing = ReturnType<typeof pricingView>;
/** What the follow-up panel reads of GET /api/reports/{id}; `spot_id` is there for the owner. */
export type ReferencedReport = Pick<
  ReturnType<typeof serializeReport>,
  "id" | "title" | "created_at" | "is_owner" | "spot_id"
>;

/** POST /api/photos/upload (multipart), reporting the share of bytes sent (0 to 1). */
export function uploadPhotos(
  files: File[],
  privacy: Privacy,
  onProgress: (fraction: number) => void,
): Promise<PhotoUpload> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    form.append("privacy_setting", privacy);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/photos/upload");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as PhotoUpload);
      else reject(apiErrorOf(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new ApiError(0, null));
    xhr.send(form);
  });
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiError(0, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, body);
  return body as T;
}

/** POST /api/medical-records/upload (multipart, signed in). */
export function uploadMedicalRecords(files: File[]): Promise<{ record_ids: string[] }> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return send("/api/medical-records/upload", {
    method: "POST",
    body: form,
    headers: { Accept: "application/json" },
  });
}

/**
 * POST /api/analysis/{kind}, with the submit attempt's Idempotency-Key, read as its events: the
 * report's id, where the analysis stands and its text as it is written go to `onEvent`, and the
 * answer is what the request answers without a stream.
 */
export function runAnalysis(
  kind: ReportKind,
  request: AnalysisRequest,
  idempotencyKey: string,
  onEvent: (event: AnalysisProgressEvent) => void,
  signal?: AbortSignal,
): Promise<AnalysisAnswer> {
  return readAnalysisStream(
    `/api/analysis/${kind}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(request),
      signal,
    },
    onEvent,
  );
}

/** POST /api/reports/{id}/answers; a visitor's report needs its creator secret. */
export function saveAnswers(
  reportId: string,
  answers: Record<string, string | number>,
  creatorSecret: string | null,
): Promise<unknown> {
  return send(`/api/reports/${encodeURIComponent(reportId)}/answers`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(creatorSecret ? { answers, creator_secret: creatorSecret } : { answers }),
  });
}

/** GET /api/settings/pricing: the wizard reads the plans' photo limits from it. */
export function pricingLimits(): Promise<Pricing> {
  return send("/api/settings/pricing", { headers: { Accept: "application/json" } });
}

export function referencedReport(id: string): Promise<ReferencedReport> {
  return send(`/api/reports/${encodeURIComponent(id)}`, { headers: { Accept: "application/json" } });
}

export function followupCandidates(): Promise<FollowupCard[]> {
  return send("/api/user/reports/for-followup", { headers: { Accept: "application/json" } });
}
