import { listReports } from "@/lib/admin/reports";
import { ReportListQuery } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: ReportListQuery }, ({ query }) => listReports(query));
