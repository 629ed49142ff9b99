import { dailyActivity } from "@/lib/admin/dashboard";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, () => dailyActivity());
