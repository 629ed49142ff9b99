import { adminFeaturedReports } from "@/lib/admin/reports";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, () => adminFeaturedReports());
