import { runCleanup } from "@/lib/admin/maintenance";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { CleanedUp } from "@/lib/admin/answer-schemas";

export const POST = route(
  { auth: "admin", docs: { summary: "Clean up expired reports" }, answer: CleanedUp },
  ({ user }) => runCleanup(user),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
