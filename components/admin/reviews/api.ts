import type {
  AdminReviews,
  ReviewPhotoUploaded,
  ReviewSaved,
  ReviewsReordered,
} from "@/lib/admin/answer-schemas";
import type { OrderItem } from "@/lib/admin/ordering";
import type { ReviewCreateBody, ReviewUpdateBody } from "@/lib/admin/schemas";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { Message } from "@/lib/openapi/shapes";

// The Reviews tab's calls, typed by the answer schemas the route handlers declare (type-only
// imports: nothing of the server reaches the browser bundle).

export type AdminReview = Answer<typeof AdminReviews>["reviews"][number];

const reviewPath = (id: string) => `/api/admin/user-reviews/${encodeURIComponent(id)}`;

export const reviewsApi = {
  list: () => apiRequest<Answer<typeof AdminReviews>>("/api/admin/user-reviews"),
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return apiRequest<Answer<typeof ReviewPhotoUploaded>>("/api/admin/user-reviews/upload-photo", {
      method: "POST",
      body: form,
    });
  },
  create: (body: ReviewCreateBody) =>
    apiRequest<Answer<typeof ReviewSaved>>("/api/admin/user-reviews", { method: "POST", body }),
  update: (id: string, body: ReviewUpdateBody) =>
    apiRequest<Answer<typeof ReviewSaved>>(reviewPath(id), { method: "PUT", body }),
  reorder: (reviews: OrderItem[]) =>
    apiRequest<Answer<typeof ReviewsReordered>>("/api/admin/user-reviews/reorder", {
      method: "PUT",
      body: { reviews },
    }),
  remove: (id: string) => apiRequest<Answer<typeof Message>>(reviewPath(id), { method: "DELETE" }),
};
