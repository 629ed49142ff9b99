import { idempotencyKeyOf } from "@/lib/analysis/idempotency";
import { answerAnalysis, STREAMED_ANSWER } from "@/lib/analysis/stream";
import { AnalysisRequestSchema } from "@/lib/analysis/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AnalysisAnswer } from "@/lib/reports/answer-schemas";

export const POST = route(
  {
    auth: "optional",
    docs: {
      summary: "A summary report of uploaded photos",
      description: STREAMED_ANSWER,
    },
    answer: AnalysisAnswer,
    body: AnalysisRequestSchema,
  },
  ({ req, user, body, ip, log }) =>
    answerAnalysis("summary", req, body, { user, ip, log, idempotencyKey: idempotencyKeyOf(req) }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
