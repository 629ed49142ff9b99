import type { serializeAdminReview } from "@/lib/admin/reviews";
import type { OrderItem } from "@/lib/admin/ordering";
import type { ReviewCreateBody, ReviewUpdateBody } from "@/lib/admin/schemas";
import { apiRequest } from "@/lib/api-client";

// The Reviews tab's calls (type-only imports of the server's shapes).

export type AdminReview = ReturnType<typeof serializeAdminReview>;
type Message = { message: string };

const reviewPath = (id: string) => `/api/admin/user-reviews/${encodeURIComponent(id)}`;

export const reviewsApi = {
  list: () => apiRequest<{ reviews: AdminReview[] }>("/api/admin/user-reviews"),
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return apiRequest<Message & { photo_id: string }>("/api/admin/user-reviews/upload-photo", {
      method: "POST",
      body: form,
    });
  },
  create: (body: ReviewCreateBody) =>
    apiRequest<Message & { review: AdminReview }>("/api/admin/user-reviews", { method: "POST", body }),
  update: (id: string, body: ReviewUpdateBody) =>
    apiRequest<Message & { review: AdminReview }>(reviewPath(id), { method: "PUT", body }),
  reorder: (reviews: OrderItem[]) =>
    apiRequest<Message & { reviews: AdminReview[] }>("/api/admin/user-reviews/reorder", {
      method: "PUT",
      body: { reviews },
    }),
  remove: (id: string) => apiRequest<Message>(reviewPath(id), { method: "DELETE" }),
};
