import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { sendAccountDeletionCode } from "@/lib/users/delete-account";

export const POST = route(
  { auth: "user", docs: { summary: "Send the code that confirms deleting the account" } },
  ({ user, ip }) => sendAccountDeletionCode(user, ip),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
