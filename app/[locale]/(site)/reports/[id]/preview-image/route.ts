import { route } from "@/lib/http/route";
import { Language } from "@/lib/users/schemas";
import { reportPreviewImage } from "@/lib/photos/report-preview-image";
import { ReportParams, ReportQuery } from "@/lib/reports/schemas";

export const GET = route(
  { auth: "optional", params: ReportParams.extend({ locale: Language }), query: ReportQuery },
  ({ user, params, query }) => reportPreviewImage(params.id, user, query.token, params.locale),
);
