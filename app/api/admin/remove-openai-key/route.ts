import { removeOpenAiKey } from "@/lib/admin/integrations";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const DELETE = route({ auth: "admin" }, ({ user }) => removeOpenAiKey(user));

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
