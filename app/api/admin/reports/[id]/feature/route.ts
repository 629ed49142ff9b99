import { toggleFeatured } from "@/lib/admin/reports";
import { IdParams } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin", params: IdParams }, ({ user, params }) =>
  toggleFeatured(user, params.id),
);
