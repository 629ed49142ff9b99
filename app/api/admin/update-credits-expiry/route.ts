import { runCreditsExpiryUpdate } from "@/lib/admin/maintenance";
import { CreditsExpiryBody } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin", body: CreditsExpiryBody }, ({ user, body }) =>
  runCreditsExpiryUpdate(user, body),
);
