import { deleteReview, updateReview } from "@/lib/admin/reviews";
import { IdParams, ReviewUpdateBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ReviewSaved } from "@/lib/admin/answer-schemas";
import { Message } from "@/lib/openapi/shapes";

export const PUT = route(
  {
    auth: "admin",
    docs: { summary: "Edit a user review" },
    answer: ReviewSaved,
    params: IdParams,
    body: ReviewUpdateBody,
  },
  ({ user, params, body }) => updateReview(user, params.id, body),
);

export const DELETE = route(
  { auth: "admin", docs: { summary: "Delete a user review" }, answer: Message, params: IdParams },
  ({ user, params }) => deleteReview(user, params.id),
);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods({ PUT, DELETE });
