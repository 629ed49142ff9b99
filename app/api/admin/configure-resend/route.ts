import { configureResend } from "@/lib/admin/integrations";
import { ResendKeyBody } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin", body: ResendKeyBody }, ({ user, body }) =>
  configureResend(user, body),
);
