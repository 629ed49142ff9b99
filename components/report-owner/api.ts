import { apiRequest } from "@/lib/api-client";
import type { PrivacySetting } from "@/lib/generated/prisma/enums";
import type { serializeReport } from "@/lib/reports/serialize";
import type { TimelineEntry } from "@/lib/reports/timeline";

// The calls of the owner's report page, typed by the server's serialisers.

export type OwnerReport = ReturnType<typeof serializeReport>;
export type { TimelineEntry };

export type AnalysisAnswer = {
  report_id: string;
  report_type: string;
  privacy_setting: PrivacySetting;
  created_at: string;
  photo_ids: string[];
};

export type UpgradeRequest = {
  photo_ids: string[];
  medical_record_ids: string[];
  questions_answers: Record<string, unknown>;
  context_history?: string;
  privacy_setting?: PrivacySetting;
  upgrade_from_report_id: string;
  upload_secret?: string;
};

export const reportApi = {
  report: (id: string) => apiRequest<OwnerReport>(`/api/reports/${encodeURIComponent(id)}`),
  timeline: (id: string) =>
    apiRequest<{ reports: TimelineEntry[] }>(`/api/reports/${encodeURIComponent(id)}/timeline`),
  upgrade: (body: UpgradeRequest) =>
    apiRequest<AnalysisAnswer>("/api/analysis/full", { method: "POST", body }),
  share: (id: string, privacy: PrivacySetting) =>
    apiRequest<{ share_url: string; privacy_setting: PrivacySetting }>(
      `/api/reports/${encodeURIComponent(id)}/share`,
      { method: "POST", body: { privacy_setting: privacy } },
    ),
  withdraw: (id: string, creatorSecret: string | null) =>
    apiRequest<{ success: boolean }>(`/api/reports/${encodeURIComponent(id)}/withdraw`, {
      method: "POST",
      body: creatorSecret ? { creator_secret: creatorSecret } : {},
    }),
  sendVerificationCode: (email: string) =>
    apiRequest<{ token: string }>("/api/send-verification-code", { method: "POST", body: { email } }),
  verifyEmailCode: (input: { email: string; code: string; token: string }) =>
    apiRequest<{ user_id: string; access_token: string }>("/api/verify-email-code", {
      method: "POST",
      body: input,
    }),
};
