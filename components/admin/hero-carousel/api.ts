import type { HeroImageAdded, HeroImageSaved, HeroImagesReordered } from "@/lib/admin/answer-schemas";
import type { OrderItem } from "@/lib/admin/ordering";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { HeroImage as HeroImageSchema, HeroImages } from "@/lib/home/answer-schemas";
import type { Message } from "@/lib/openapi/shapes";

// The Hero carousel tab's calls, typed by the answer schemas the route handlers declare (type-only
// imports: nothing of the server reaches the browser bundle).

export type HeroImage = Answer<typeof HeroImageSchema>;

const heroPath = (id: string) => `/api/admin/hero-carousel/${encodeURIComponent(id)}`;

export const heroCarouselApi = {
  list: () => apiRequest<Answer<typeof HeroImages>>("/api/admin/hero-carousel"),
  upload: (input: { file: File; title: string; alt_text: string }) => {
    const form = new FormData();
    form.append("file", input.file, input.file.name);
    form.append("title", input.title);
    form.append("alt_text", input.alt_text);
    return apiRequest<Answer<typeof HeroImageAdded>>("/api/admin/hero-carousel/upload", {
      method: "POST",
      body: form,
    });
  },
  setActive: (id: string, is_active: boolean) =>
    apiRequest<Answer<typeof HeroImageSaved>>(heroPath(id), { method: "PUT", body: { is_active } }),
  reorder: (items: OrderItem[]) =>
    apiRequest<Answer<typeof HeroImagesReordered>>("/api/admin/hero-carousel/reorder", {
      method: "PUT",
      body: { items },
    }),
  remove: (id: string) => apiRequest<Answer<typeof Message>>(heroPath(id), { method: "DELETE" }),
};
