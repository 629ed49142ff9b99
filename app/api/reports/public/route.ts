import { route } from "@/lib/http/route";
import { publicReportsPage } from "@/lib/reports/queries";
import { PublicReportsQuery } from "@/lib/reports/schemas";

export const GET = route({ auth: "none", query: PublicReportsQuery }, ({ query }) =>
  publicReportsPage(query),
);
