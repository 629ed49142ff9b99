import { adminStats } from "@/lib/admin/stats";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, () => adminStats());
