import type { z } from "zod";
import type { AnalysisRequestSchema } from "@/lib/analysis/schemas";
import { apiRequest, type Answer } from "@/lib/api-client";
import { readAnalysisStream, type AnalysisProgressEvent } from "@/lib/api-client/analysis-stream";
import type { CodeSent, EmailCodeVerified, Success } from "@/lib/auth/answer-schemas";
import type { PrivacySetting } from "@/lib/generated/prisma/enums";
import type { ReportShared, ReportTimeline, ReportView } from "@/lib/reports/answer-schemas";

// The calls of the owner's report page, typed by the schemas the route handlers parse and answer with.

export type OwnerReport = Answer<typeof ReportView>;
/** The owner page's cache entry of a report, which an upgrade fills with the full report. */
export const ownerReportKey = (id: string) => ["owner-report", id] as const;
export type TimelineEntry = Answer<typeof ReportTimeline>["reports"][number];

/** An upgrade is POST /api/analysis/full: the analysis schema's input. */
export type UpgradeRequest = z.input<typeof AnalysisRequestSchema>;

/**
 * The request that upgrades this summary: the same photos, records, answers and note. A summary
 * that is not public keeps its privacy; a public one asks for none, so the server's default applies
 * (a paid report is private, the free one public).
 */
export function upgradeRequestFor(
  report: Pick<
    OwnerReport,
    "id" | "photo_ids" | "medical_record_ids" | "questions_answers" | "context_history" | "privacy_setting"
  >,
): UpgradeRequest {
  return {
    photo_ids: report.photo_ids,
    medical_record_ids: report.medical_record_ids,
    questions_answers: report.questions_answers as UpgradeRequest["questions_answers"],
    ...(report.context_history ? { context_history: report.context_history } : {}),
    ...(report.privacy_setting === "public" ? {} : { privacy_setting: report.privacy_setting }),
    upgrade_from_report_id: report.id,
  };
}

export const reportApi = {
  report: (id: string) => apiRequest<OwnerReport>(`/api/reports/${encodeURIComponent(id)}`),
  timeline: (id: string) =>
    apiRequest<Answer<typeof ReportTimeline>>(`/api/reports/${encodeURIComponent(id)}/timeline`),
  /** The upgrade as events, so the full report shows as it is written (docs/analysis.md, "Streaming"). */
  upgrade: (body: UpgradeRequest, onEvent: (event: AnalysisProgressEvent) => void, signal: AbortSignal) =>
    readAnalysisStream(
      "/api/analysis/full",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal,
      },
      onEvent,
    ),
  share: (id: string, privacy: PrivacySetting) =>
    apiRequest<Answer<typeof ReportShared>>(`/api/reports/${encodeURIComponent(id)}/share`, {
      method: "POST",
      body: { privacy_setting: privacy },
    }),
  withdraw: (id: string, creatorSecret: string | null) =>
    apiRequest<Answer<typeof Success>>(`/api/reports/${encodeURIComponent(id)}/withdraw`, {
      method: "POST",
      body: creatorSecret ? { creator_secret: creatorSecret } : {},
    }),
  sendVerificationCode: (email: string) =>
    apiRequest<Answer<typeof CodeSent>>("/api/send-verification-code", { method: "POST", body: { email } }),
  verifyEmailCode: (input: { email: string; code: string; token: string }) =>
    apiRequest<Answer<typeof EmailCodeVerified>>("/api/verify-email-code", {
      method: "POST",
      body: input,
    }),
};
