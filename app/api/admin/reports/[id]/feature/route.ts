import { toggleFeatured } from "@/lib/admin/reports";
import { IdParams } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ReportFeatured } from "@/lib/admin/answer-schemas";

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Feature or unfeature a report" },
    answer: ReportFeatured,
    params: IdParams,
  },
  ({ user, params }) => toggleFeatured(user, params.id),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
