import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { publicReportsPage } from "@/lib/reports/queries";
import { PublicReportsQuery } from "@/lib/reports/schemas";

export const GET = route(
  { auth: "none", docs: { summary: "The community gallery's public reports" }, query: PublicReportsQuery },
  ({ query }) => publicReportsPage(query),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
