import { followAnalysis } from "@/lib/analysis/stream";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ReportParams } from "@/lib/reports/schemas";
import { opaqueText } from "@/lib/validation/text";

// A visitor proves their report with the creator secret it came with, in a header: never in the URL,
// which logs keep.
export const GET = route(
  {
    auth: "optional",
    docs: {
      summary: "Follow a report's analysis as it is written",
      description:
        "Server-sent events: the run so far, then each new part, until `done` or `error` (as the analysis request streams them). A visitor sends the report's creator secret in `X-Creator-Secret`.",
      produces: "text/event-stream",
    },
    params: ReportParams,
  },
  ({ req, user, params }) => followAnalysis(params.id, user, creatorSecretOf(req)),
);

function creatorSecretOf(req: Request): string | undefined {
  const parsed = opaqueText(200).safeParse(req.headers.get("x-creator-secret") ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
