import { adminFeaturedReports } from "@/lib/admin/reports";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", docs: { summary: "The featured reports" } }, () =>
  adminFeaturedReports(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
