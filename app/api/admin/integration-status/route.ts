import { integrationStatus } from "@/lib/admin/integrations";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, () => integrationStatus());
