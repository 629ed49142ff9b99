import { idempotencyKeyOf } from "@/lib/analysis/idempotency";
import { runAnalysis } from "@/lib/analysis/run";
import { FollowupRequestSchema } from "@/lib/analysis/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AnalysisAnswer } from "@/lib/reports/answer-schemas";

export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Analyse new photos against an earlier report" },
    answer: AnalysisAnswer,
    body: FollowupRequestSchema,
  },
  ({ req, user, body, ip, log }) =>
    runAnalysis("followup", body, { user, ip, log, idempotencyKey: idempotencyKeyOf(req) }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
