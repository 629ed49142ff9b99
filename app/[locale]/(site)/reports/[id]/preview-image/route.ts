import { route } from "@/lib/http/route";
import { reportPreviewImage } from "@/lib/photos/report-preview-image";
import { ReportParams, ReportQuery } from "@/lib/reports/schemas";

export const GET = route(
  { auth: "optional", params: ReportParams, query: ReportQuery },
  ({ user, params, query }) => reportPreviewImage(params.id, user, query.token),
);
