import { route } from "@/lib/http/route";
import { userReports } from "@/lib/reports/queries";

export const GET = route({ auth: "user" }, ({ user }) => userReports(user));
