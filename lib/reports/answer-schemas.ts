import { z } from "zod";
import { PrivacySetting, ReportType } from "@/lib/generated/prisma/enums";
import { LOCALES } from "@/lib/i18n/locales";
import { AnyJson, isoTime } from "@/lib/openapi/shapes";

// The answers of the report routes: route() checks the handlers against them and the OpenAPI
// document shows them.

/** The language a report's text (title, sections, commentary, questions) is written in. */
const ReportLanguage = z.enum(LOCALES).describe("The language the report is written in (docs/i18n.md)");

const ReportContent = z.object({
  content: z.string(),
  title: z.string(),
  progress_commentary: z.string().nullable(),
  mock: z.boolean().describe("Written by the demonstration analysis, not the AI provider"),
});

/** A report as its owner, a token holder or anyone (public) sees it. */
export const ReportView = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  title: z.string(),
  created_at: isoTime,
  expires_at: isoTime.nullable(),
  report_type: z.enum(ReportType),
  privacy_setting: z.enum(PrivacySetting),
  language: ReportLanguage,
  content: ReportContent,
  photo_ids: z.array(z.string()),
  medical_record_ids: z.array(z.string()),
  medical_records: z.array(z.object({ id: z.string(), name: z.string(), content_type: z.string() })),
  questions_answers: AnyJson,
  context_history: z.string().nullable(),
  is_followup: z.boolean(),
  previous_report_id: z.string().nullable(),
  upgraded_from_id: z.string().nullable(),
  superseded_by_id: z.string().nullable(),
  dynamic_questions: AnyJson,
  featured: z.boolean(),
  disabled: z.boolean(),
  user_email: z.string().nullable(),
  ai_prompt_used: z.string().nullable(),
  is_owner: z.boolean(),
  spot_id: z
    .string()
    .nullable()
    .optional()
    .describe("The spot the report is on; only its owner and administrators get this field"),
});

/** A card of a list of reports (the gallery, the follow-up picker). */
export const ReportCard = z.object({
  id: z.string(),
  title: z.string(),
  report_type: z.enum(ReportType),
  created_at: isoTime,
  excerpt: z.string(),
  photo_ids: z.array(z.string()),
  language: ReportLanguage,
});

export const FeaturedReports = z.object({
  featured_reports: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      photo_id: z.string().nullable(),
      language: ReportLanguage,
    }),
  ),
});

export const ReportShared = z.object({ share_url: z.string(), privacy_setting: z.enum(PrivacySetting) });

export const ReportTimeline = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      created_at: isoTime,
      report_type: z.string(),
      is_followup: z.boolean(),
      previous_report_id: z.string().nullable(),
      photo_ids: z.array(z.string()),
      progress_commentary: z.string().nullable(),
      language: ReportLanguage,
    }),
  ),
});

export const ReportAnswersSaved = z.object({
  report_id: z.string(),
  questions_answers: z.record(z.string(), AnyJson),
});

const DynamicQuestion = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(["select", "number", "text"]),
  options: z.array(z.string()),
  required: z.boolean(),
});

/** POST /api/analysis/summary, /full and /followup: the new report. */
export const AnalysisAnswer = z.object({
  report_id: z.string(),
  report_type: z.enum(ReportType),
  language: ReportLanguage,
  privacy_setting: z.enum(PrivacySetting),
  dynamic_questions: z.array(DynamicQuestion),
  analysis: ReportContent.pick({ title: true, content: true, progress_commentary: true, mock: true }),
  created_at: isoTime,
  expires_at: isoTime.nullable(),
  photo_ids: z.array(z.string()),
  creator_secret: z.string().nullable().describe("A visitor's secret to withdraw the report later"),
});

export const ReportCards = z.array(ReportCard);
export const ReportViews = z.array(ReportView);
