import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { saveReportAnswers } from "@/lib/reports/answers";
import { ReportAnswersBody, ReportParams } from "@/lib/reports/schemas";
import { ReportAnswersSaved } from "@/lib/reports/answer-schemas";

export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Answer a report's follow-up questions" },
    answer: ReportAnswersSaved,
    params: ReportParams,
    body: ReportAnswersBody,
  },
  ({ user, params, body }) => saveReportAnswers(user, params.id, body),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
