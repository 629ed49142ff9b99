import { z } from "zod";
import { isPlainText, opaqueText, plainText, CONTROL_CHARACTERS_REFUSED } from "@/lib/validation/text";

// Requests of POST /api/analysis/{summary,full,followup}; the upload page's form shares these limits.

export const CONTEXT_NOTE_MAX_LENGTH = 1000;
export const MAX_PHOTO_IDS = 10;
export const MAX_MEDICAL_RECORD_IDS = 10;

export const PrivacySettingSchema = z.enum(["public", "unlisted", "private"]);

const distinct = (ids: string[]) => new Set(ids).size === ids.length;

/** One answer to a question: text, a number, a yes/no, or chosen options. */
export const AnswerValueSchema = z.union([
  plainText().max(2000),
  z.number(),
  z.boolean(),
  z.array(plainText().max(200)).max(20),
  z.null(),
]);

export const QuestionsAnswersSchema = z
  .record(z.string().min(1).max(100), AnswerValueSchema)
  .refine((answers) => Object.keys(answers).length <= 50, { error: "at most 50 answers" })
  // Checked here rather than in the key schema, so the message names the field and not the bad key.
  .refine((answers) => Object.keys(answers).every(isPlainText), { error: CONTROL_CHARACTERS_REFUSED });

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
  /** The summary report this full report upgrades (found by its photos when omitted). */
  upgrade_from_report_id: z
    .uuid()
    .nullish()
    .transform((v) => v ?? undefined),
});

export type AnalysisRequest = z.output<typeof AnalysisRequestSchema>;

export const FollowupRequestSchema = AnalysisRequestSchema.extend({
  previous_report_id: z.uuid({ error: "choose the earlier report to compare with" }),
});
