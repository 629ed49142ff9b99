import { adminFeaturedReports } from "@/lib/admin/reports";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { FeaturedReports } from "@/lib/reports/answer-schemas";

export const GET = route(
  { auth: "admin", docs: { summary: "The featured reports" }, answer: FeaturedReports },
  () => adminFeaturedReports(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
