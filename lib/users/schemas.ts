import { z } from "zod";

/** DELETE /api/user: the code e-mailed by POST /api/user/delete-code and its challenge token. */
export const DeleteAccountInput = z.object({
  code: z.string().trim().min(1, { error: "Please enter the verification code" }).max(10),
  token: z.string().min(1).max(512),
});

export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;
