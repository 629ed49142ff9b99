import { listReports } from "@/lib/admin/reports";
import { ReportListQuery } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminReports } from "@/lib/admin/answer-schemas";

export const GET = route(
  {
    auth: "admin",
    docs: { summary: "Search and list reports" },
    answer: AdminReports,
    query: ReportListQuery,
  },
  ({ query }) => listReports(query),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
