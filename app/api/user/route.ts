import { signedOutResponse } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";
import { deleteAccount } from "@/lib/users/delete-account";
import { DeleteAccountInput } from "@/lib/users/schemas";

export const DELETE = route({ auth: "user", body: DeleteAccountInput }, async ({ user, body, ip }) => {
  await deleteAccount(user, body, ip);
  return signedOutResponse();
});
