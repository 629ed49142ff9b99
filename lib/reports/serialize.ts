import type { Prisma } from "@/lib/generated/prisma/client";
import type { ReportViewerRole } from "./access";
import { excerpt, reportContent } from "./content";
import { reportLanguage } from "./language";

// The spec's Report and the list shapes, field by field, so nothing leaks by accident.

export const reportInclude = {
  user: { select: { email: true, blocked: true } },
  // The sizes too, for the shared page's <img width height>: the same read, not a second one.
  photos: {
    select: { photoId: true, photo: { select: { width: true, height: true } } },
    orderBy: { position: "asc" },
  },
  medicalRecords: {
    select: {
      medicalRecordId: true,
      medicalRecord: { select: { filename: true, blob: { select: { contentType: true } } } },
    },
  },
} satisfies Prisma.ReportInclude;

export type ReportWithRelations = Prisma.ReportGetPayload<{ include: typeof reportInclude }>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * One report as `role` may see it: the owner's e-mail and id, the free-text
 * health notes (context note, answers) and the links to other reports only to
 * the owner and admins, the prompt only to admins, medical record ids not to
 * the public. Share-token holders see the report as the public does, plus the
 * record ids (the spec's shared page shows the report, not the notes). The report's spot is
 * named to the owner and admins only, and is absent (not null) for anyone else: nobody else learns
 * that the report is one of a series on one spot (docs/spots.md).
 */
export function serializeReport(report: ReportWithRelations, role: ReportViewerRole) {
  const ownerOrAdmin = role === "owner" || role === "admin";
  return {
    id: report.id,
    user_id: ownerOrAdmin ? report.userId : null,
    title: report.title,
    created_at: report.createdAt.toISOString(),
    expires_at: iso(report.expiresAt),
    report_type: report.reportType,
    privacy_setting: report.privacySetting,
    language: reportLanguage(report.language),
    content: reportContent(report.content),
    photo_ids: report.photos.map((p) => p.photoId),
    medical_record_ids: role === "public" ? [] : report.medicalRecords.map((r) => r.medicalRecordId),
    /** The attached records' names and types, for their owner's page (download by id). */
    medical_records: ownerOrAdmin
      ? report.medicalRecords.map((r) => ({
          id: r.medicalRecordId,
          name: r.medicalRecord.filename,
          content_type: r.medicalRecord.blob.contentType,
        }))
      : [],
    questions_answers: ownerOrAdmin ? report.questionsAnswers : {},
    context_history: ownerOrAdmin ? report.contextHistory : null,
    is_followup: report.isFollowup,
    previous_report_id: ownerOrAdmin ? report.previousReportId : null,
    upgraded_from_id: ownerOrAdmin ? report.upgradedFromId : null,
    /** The full report this summary was upgraded to: its owner's page leads there. */
    superseded_by_id: ownerOrAdmin ? report.supersededById : null,
    dynamic_questions: report.dynamicQuestions,
    featured: report.featured,
    disabled: report.disabled,
    user_email: ownerOrAdmin ? (report.user?.email ?? null) : null,
    ai_prompt_used: role === "admin" ? report.aiPromptUsed : null,
    is_owner: role === "owner",
    ...(ownerOrAdmin ? { spot_id: report.spotId } : {}),
  };
}

export const reportCardInclude = {
  photos: { select: { photoId: true }, orderBy: { position: "asc" }, take: 1 },
} satisfies Prisma.ReportInclude;

export type ReportForCard = Prisma.ReportGetPayload<{ include: typeof reportCardInclude }>;

/** A gallery or picker card: the first photo and an excerpt of the text. */
export function serializeReportCard(report: ReportForCard) {
  return {
    id: report.id,
    title: report.title,
    report_type: report.reportType,
    created_at: report.createdAt.toISOString(),
    excerpt: excerpt(report.content),
    photo_ids: report.photos.map((p) => p.photoId),
    language: reportLanguage(report.language),
  };
}

/** A homepage carousel entry. */
export function serializeFeaturedReport(report: ReportForCard) {
  return {
    id: report.id,
    title: report.title,
    photo_id: report.photos[0]?.photoId ?? null,
    language: reportLanguage(report.language),
  };
}
