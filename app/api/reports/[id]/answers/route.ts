import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { saveReportAnswers } from "@/lib/reports/answers";
import { ReportAnswersBody, ReportParams } from "@/lib/reports/schemas";

export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Answer a report's follow-up questions" },
    params: ReportParams,
    body: ReportAnswersBody,
  },
  ({ user, params, body }) => saveReportAnswers(user, params.id, body),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
