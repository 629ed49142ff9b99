import type { AnalysisResult, DynamicQuestion } from "@/lib/ai/types";
import type { Report } from "@/lib/generated/prisma/client";
import { reportLanguage } from "@/lib/reports/language";

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
    language: reportLanguage(report.language),
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

type StoredContent = { content: string; title: string; progress_commentary: string | null; mock: boolean };

/** The answer a finished report was made with, rebuilt from its row (no creator secret: only its hash is kept). */
export function answerOfReport(report: Report & { photos: { photoId: string }[] }) {
  const content = report.content as StoredContent;
  return serializeAnalysis(
    report,
    report.photos.map((p) => p.photoId),
    {
      title: content.title,
      content: content.content,
      progressCommentary: content.progress_commentary ?? undefined,
      mock: content.mock,
      dynamicQuestions: report.dynamicQuestions as DynamicQuestion[],
      promptUsed: report.aiPromptUsed ?? "",
      model: report.aiModel ?? "",
    },
  );
}
