import { toggleFeatured } from "@/lib/admin/reports";
import { IdParams } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const POST = route(
  { auth: "admin", docs: { summary: "Feature or unfeature a report" }, params: IdParams },
  ({ user, params }) => toggleFeatured(user, params.id),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
