import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ReportParams, WithdrawReportBody } from "@/lib/reports/schemas";
import { withdrawReport } from "@/lib/reports/withdraw";
import { Success } from "@/lib/auth/answer-schemas";

// A visitor sends {"creator_secret": ...}; a signed-in owner needs only the bearer token.
export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Withdraw a report" },
    answer: Success,
    params: ReportParams,
    body: WithdrawReportBody,
  },
  ({ user, params, body }) => withdrawReport(user, params.id, body.creator_secret),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
