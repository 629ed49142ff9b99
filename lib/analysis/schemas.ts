import { z } from "zod";
import { PrivacySettingSchema, QuestionsAnswersSchema } from "@/lib/reports/schemas";
import { Language } from "@/lib/users/schemas";
import { opaqueText, plainText } from "@/lib/validation/text";

// Requests of POST /api/analysis/{summary,full,followup}; the upload page's form shares these limits.

export const CONTEXT_NOTE_MAX_LENGTH = 1000;
export const MAX_PHOTO_IDS = 10;
export const MAX_MEDICAL_RECORD_IDS = 10;

const distinct = (ids: string[]) => new Set(ids).size === ids.length;

export const AnalysisRequestSchema = z.object({
  photo_ids: z
    .array(z.uuid())
    .min(1, { error: "add at least one photo" })
    .max(MAX_PHOTO_IDS)
    .refine(distinct, { error: "photos must be distinct" }),
  medical_record_ids: z
    .array(z.uuid())
    .max(MAX_MEDICAL_RECORD_IDS)
    .refine(distinct, { error: "medical records must be distinct" })
    .default([]),
  questions_answers: QuestionsAnswersSchema.default({}),
  privacy_setting: PrivacySettingSchema.nullish().transform((v) => v ?? undefined),
  // Accepted for the client's sake and ignored: the caller is whoever the bearer token says.
  user_id: opaqueText(100).nullish(),
  context_history: plainText()
    .trim()
    .max(CONTEXT_NOTE_MAX_LENGTH, { error: `must be at most ${CONTEXT_NOTE_MAX_LENGTH} characters` })
    .nullish()
    .transform((v) => v || undefined),
  is_followup: z.boolean().optional(),
  previous_report_id: z
    .uuid()
    .nullish()
    .transform((v) => v ?? undefined),
  /** The secret handed out with a visitor's photo upload; needed to analyse those photos. */
  upload_secret: opaqueText(200)
    .nullish()
    .transform((v) => v || undefined),
  /** The caller's spot the report goes on (docs/spots.md); a follow-up or upgrade keeps its report's. */
  spot_id: z
    .uuid()
    .nullish()
    .transform((v) => v ?? undefined),
  /** The summary report this full report upgrades (found by its photos when omitted). */
  upgrade_from_report_id: z
    .uuid()
    .nullish()
    .transform((v) => v ?? undefined),
  /** The language the report is written in (docs/i18n.md, "Reports"); a follow-up or upgrade keeps its report's. */
  language: Language.nullish()
    .transform((v) => v ?? undefined)
    .describe(
      "The language the whole report is written in. Default: the caller's saved language, else the browser's (language cookie, Accept-Language), else en; a follow-up or an upgrade keeps the earlier report's, and naming another is 422.",
    ),
});

export type AnalysisRequest = z.output<typeof AnalysisRequestSchema>;

export const FollowupRequestSchema = AnalysisRequestSchema.extend({
  previous_report_id: z.uuid({ error: "choose the earlier report to compare with" }),
});
