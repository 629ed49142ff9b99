import { ExternalAnalysisResponse, runExternalAnalysis } from "@/lib/external-api";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

// The external endpoint for API keys with the summary permission (lib/external-api).
export const POST = route(
  {
    auth: "none",
    docs: { summary: "A summary report of one photo (API key)" },
    answer: ExternalAnalysisResponse,
  },
  ({ req, log }) => runExternalAnalysis(req, "summary", log),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
