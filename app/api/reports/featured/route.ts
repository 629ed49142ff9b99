import { route } from "@/lib/http/route";
import { featuredReports } from "@/lib/reports/queries";

export const GET = route({ auth: "none" }, () => featuredReports());
