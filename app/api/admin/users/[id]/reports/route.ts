import { IdParams } from "@/lib/admin/schemas";
import { userReportsForAdmin } from "@/lib/admin/users";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminUserReports } from "@/lib/admin/answer-schemas";

export const GET = route(
  { auth: "admin", docs: { summary: "A user's reports" }, answer: AdminUserReports, params: IdParams },
  ({ params }) => userReportsForAdmin(params.id),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
