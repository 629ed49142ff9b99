import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { userReports } from "@/lib/reports/queries";

export const GET = route({ auth: "user", docs: { summary: "The account's reports" } }, ({ user }) =>
  userReports(user),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
