import { hardDeleteReport, reportDetail, updateReport } from "@/lib/admin/reports";
import { HardDeleteQuery, IdParams, ReportDetailQuery, ReportUpdateBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", params: IdParams, query: ReportDetailQuery }, ({ params, query }) =>
  reportDetail(params.id, query),
);

export const PUT = route(
  { auth: "admin", params: IdParams, body: ReportUpdateBody },
  ({ user, params, body }) => updateReport(user, params.id, body),
);

export const DELETE = route({ auth: "admin", params: IdParams, query: HardDeleteQuery }, ({ user, params }) =>
  hardDeleteReport(user, params.id),
);

export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
