import { idempotencyKeyOf } from "@/lib/analysis/idempotency";
import { answerAnalysis, STREAMED_ANSWER } from "@/lib/analysis/stream";
import { FollowupRequestSchema } from "@/lib/analysis/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AnalysisAnswer } from "@/lib/reports/answer-schemas";

export const POST = route(
  {
    auth: "optional",
    docs: {
      summary: "Analyse new photos against an earlier report",
      description: STREAMED_ANSWER,
    },
    answer: AnalysisAnswer,
    body: FollowupRequestSchema,
  },
  ({ req, user, body, ip, log }) =>
    answerAnalysis("followup", req, body, { user, ip, log, idempotencyKey: idempotencyKeyOf(req) }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
