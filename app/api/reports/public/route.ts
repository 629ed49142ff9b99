import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { publicReportsPage } from "@/lib/reports/queries";
import { PublicReportsQuery } from "@/lib/reports/schemas";
import { ReportCards } from "@/lib/reports/answer-schemas";

export const GET = route(
  {
    auth: "none",
    docs: { summary: "The community gallery's public reports" },
    answer: ReportCards,
    query: PublicReportsQuery,
  },
  ({ query }) => publicReportsPage(query),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
