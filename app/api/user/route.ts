import { signedOutResponse } from "@/lib/auth/session-cookie";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { deleteAccount } from "@/lib/users/delete-account";
import { DeleteAccountInput } from "@/lib/users/schemas";
import { Success } from "@/lib/auth/answer-schemas";

export const DELETE = route(
  {
    auth: "user",
    docs: { summary: "Delete the account (with the code sent by e-mail)" },
    answer: Success,
    body: DeleteAccountInput,
  },
  async ({ user, body, ip }) => {
    await deleteAccount(user, body, ip);
    return signedOutResponse();
  },
);

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
