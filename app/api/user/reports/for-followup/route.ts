import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { followupCandidates } from "@/lib/reports/queries";
import { ReportCards } from "@/lib/reports/answer-schemas";

export const GET = route(
  { auth: "user", docs: { summary: "Reports a follow-up may compare with" }, answer: ReportCards },
  ({ user }) => followupCandidates(user),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
