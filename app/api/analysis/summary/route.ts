import { idempotencyKeyOf } from "@/lib/analysis/idempotency";
import { answerAnalysis } from "@/lib/analysis/stream";
import { AnalysisRequestSchema } from "@/lib/analysis/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "optional", body: AnalysisRequestSchema }, ({ req, user, body, ip, log }) =>
  answerAnalysis("summary", req, body, { user, ip, log, idempotencyKey: idempotencyKeyOf(req) }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
