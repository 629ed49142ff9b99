import { environmentFlags } from "@/lib/config/environment";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "none" }, ({ ip }) => environmentFlags(ip));
