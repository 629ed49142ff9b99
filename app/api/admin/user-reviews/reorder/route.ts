import { reorderReviews } from "@/lib/admin/reviews";
import { ReviewReorderBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ReviewsReordered } from "@/lib/admin/answer-schemas";

export const PUT = route(
  {
    auth: "admin",
    docs: { summary: "Reorder the user reviews" },
    answer: ReviewsReordered,
    body: ReviewReorderBody,
  },
  ({ user, body }) => reorderReviews(user, body),
);

export const { GET, POST, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ PUT });
