import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { featuredReports } from "@/lib/reports/queries";
import { FeaturedReports } from "@/lib/reports/answer-schemas";

export const GET = route(
  { auth: "none", docs: { summary: "The featured reports" }, answer: FeaturedReports },
  () => featuredReports(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
