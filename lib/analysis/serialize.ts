import type { AnalysisResult } from "@/lib/ai/types";
import type { Report } from "@/lib/generated/prisma/client";

/**
 * The answer of POST /api/analysis/*: the new report's id, questions and text,
 * and for a visitor's report the creator secret (shown once, stored only as a hash).
 */
export function serializeAnalysis(
  report: Report,
  photoIds: string[],
  result: AnalysisResult,
  creatorSecret: string | null = null,
) {
  return {
    report_id: report.id,
    report_type: report.reportType,
    privacy_setting: report.privacySetting,
    dynamic_questions: result.dynamicQuestions,
    analysis: {
      title: result.title,
      content: result.content,
      progress_commentary: result.progressCommentary ?? null,
      mock: result.mock,
    },
    created_at: report.createdAt.toISOString(),
    expires_at: report.expiresAt?.toISOString() ?? null,
    photo_ids: photoIds,
    creator_secret: creatorSecret,
  };
}
