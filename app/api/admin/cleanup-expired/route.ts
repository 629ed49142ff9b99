import { runCleanup } from "@/lib/admin/maintenance";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin" }, ({ user }) => runCleanup(user));
