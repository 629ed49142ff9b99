import { createReview, listReviews } from "@/lib/admin/reviews";
import { ReviewCreateBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", docs: { summary: "List every user review" } }, () => listReviews());

export const POST = route(
  { auth: "admin", docs: { summary: "Create a user review" }, body: ReviewCreateBody },
  ({ user, body }) => createReview(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
