import { reorderReviews } from "@/lib/admin/reviews";
import { ReviewReorderBody } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";

export const PUT = route({ auth: "admin", body: ReviewReorderBody }, ({ user, body }) =>
  reorderReviews(user, body),
);
