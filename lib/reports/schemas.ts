import { z } from "zod";
import { CONTROL_CHARACTERS_REFUSED, isPlainText, opaqueText, plainText } from "@/lib/validation/text";

export const GALLERY_PAGE_SIZE = 20;
export const GALLERY_MAX_PAGE_SIZE = 50;
export const FEATURED_REPORTS_MAX = 6;

export const PrivacySettingSchema = z.enum(["public", "unlisted", "private"]);

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

export const ReportParams = z.object({ id: opaqueText(100) });

export const ReportQuery = z.object({ token: opaqueText(200).optional() });

/** Both the `page`&`limit` and the `limit`&`skip` styles; a larger limit is cut to 50. */
export const PublicReportsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(GALLERY_PAGE_SIZE)
      .transform((n) => Math.min(n, GALLERY_MAX_PAGE_SIZE)),
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .transform(({ page, limit, skip }) => ({ limit, skip: page === undefined ? skip : (page - 1) * limit }));

export const ShareReportBody = z.object({ privacy_setting: PrivacySettingSchema });

/** A visitor's report also needs the creator secret handed out with it. */
export const CreatorSecret = opaqueText(200)
  .nullish()
  .transform((v) => v || undefined);

export const ReportAnswersBody = z.object({ answers: QuestionsAnswersSchema, creator_secret: CreatorSecret });

export const WithdrawReportBody = z.object({ creator_secret: CreatorSecret });
