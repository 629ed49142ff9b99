import { z } from "zod";
import { opaqueText } from "@/lib/validation/text";

/** DELETE /api/user: the code e-mailed by POST /api/user/delete-code and its challenge token. */
export const DeleteAccountInput = z.object({
  code: z.string().trim().min(1, { error: "Please enter the verification code" }).max(10),
  token: opaqueText(512).min(1),
});

export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** PATCH /api/user/profile: the account's own settings. */
export const ProfileUpdate = z.object({ spot_reminders: z.boolean() });

export type ProfileUpdate = z.infer<typeof ProfileUpdate>;
