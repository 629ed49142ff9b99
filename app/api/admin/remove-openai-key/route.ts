import { removeOpenAiKey } from "@/lib/admin/integrations";
import { route } from "@/lib/http/route";

export const DELETE = route({ auth: "admin" }, ({ user }) => removeOpenAiKey(user));
