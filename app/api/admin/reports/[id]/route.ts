import { hardDeleteReport, reportDetail, updateReport } from "@/lib/admin/reports";
import { HardDeleteQuery, IdParams, ReportDetailQuery, ReportUpdateBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminReport, AdminReportDetail } from "@/lib/admin/answer-schemas";
import { Message } from "@/lib/openapi/shapes";

export const GET = route(
  {
    auth: "admin",
    docs: { summary: "A report as administrators see it" },
    answer: AdminReportDetail,
    params: IdParams,
    query: ReportDetailQuery,
  },
  ({ params, query }) => reportDetail(params.id, query),
);

export const PUT = route(
  {
    auth: "admin",
    docs: { summary: "Disable a report or change its privacy" },
    answer: AdminReport,
    params: IdParams,
    body: ReportUpdateBody,
  },
  ({ user, params, body }) => updateReport(user, params.id, body),
);

export const DELETE = route(
  {
    auth: "admin",
    docs: { summary: "Delete a report" },
    answer: Message,
    params: IdParams,
    query: HardDeleteQuery,
  },
  ({ user, params }) => hardDeleteReport(user, params.id),
);

export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
