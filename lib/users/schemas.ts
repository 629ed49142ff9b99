import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { opaqueText } from "@/lib/validation/text";

/** DELETE /api/user: the code e-mailed by POST /api/user/delete-code and its challenge token. */
export const DeleteAccountInput = z.object({
  code: z.string().trim().min(1, { error: "Please enter the verification code" }).max(10),
  token: opaqueText(512).min(1),
});

export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** One of the site's languages (docs/i18n.md). */
export const Language = z.enum(LOCALES);

/** PATCH /api/user/profile: the account's own settings, one or more of them. */
export const ProfileUpdate = z
  .object({ spot_reminders: z.boolean().optional(), language: Language.optional() })
  .refine((update) => update.spot_reminders !== undefined || update.language !== undefined, {
    error: "Nothing to change: send spot_reminders or language",
  });

export type ProfileUpdate = z.infer<typeof ProfileUpdate>;
