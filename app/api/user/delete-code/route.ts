import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { sendAccountDeletionCode } from "@/lib/users/delete-account";
import { CodeSent } from "@/lib/auth/answer-schemas";

export const POST = route(
  { auth: "user", docs: { summary: "Send the code that confirms deleting the account" }, answer: CodeSent },
  ({ user, ip, req }) => sendAccountDeletionCode(user, ip, req.headers),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
