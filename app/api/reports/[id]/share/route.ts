import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ReportParams, ShareReportBody } from "@/lib/reports/schemas";
import { shareReport } from "@/lib/reports/share";
import { ReportShared } from "@/lib/reports/answer-schemas";

// Optional auth so a missing token gets the spec's own "Please login to share reports".
export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Share a report: change its privacy" },
    answer: ReportShared,
    params: ReportParams,
    body: ShareReportBody,
  },
  ({ user, params, body }) => shareReport(user, params.id, body.privacy_setting),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
