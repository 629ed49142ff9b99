import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { viewReport } from "@/lib/reports/queries";
import { ReportParams, ReportQuery } from "@/lib/reports/schemas";
import { ReportView } from "@/lib/reports/answer-schemas";

export const GET = route(
  {
    auth: "optional",
    docs: { summary: "A report" },
    answer: ReportView,
    params: ReportParams,
    query: ReportQuery,
  },
  ({ user, params, query }) => viewReport(params.id, user, query.token),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
