import { createReview, listReviews } from "@/lib/admin/reviews";
import { ReviewCreateBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminReviews, ReviewSaved } from "@/lib/admin/answer-schemas";

export const GET = route(
  { auth: "admin", docs: { summary: "List every user review" }, answer: AdminReviews },
  () => listReviews(),
);

export const POST = route(
  { auth: "admin", docs: { summary: "Create a user review" }, answer: ReviewSaved, body: ReviewCreateBody },
  ({ user, body }) => createReview(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
