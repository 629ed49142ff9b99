import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { followupCandidates } from "@/lib/reports/queries";

export const GET = route(
  { auth: "user", docs: { summary: "Reports a follow-up may compare with" } },
  ({ user }) => followupCandidates(user),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
