import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { userReports } from "@/lib/reports/queries";
import { ReportViews } from "@/lib/reports/answer-schemas";

export const GET = route(
  { auth: "user", docs: { summary: "The account's reports" }, answer: ReportViews },
  ({ user }) => userReports(user),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
