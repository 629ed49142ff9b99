import type { HeroImageView } from "@/lib/home/content";
import type { OrderItem } from "@/lib/admin/ordering";
import { apiRequest } from "@/lib/api-client";

// The Hero carousel tab's calls (type-only imports of the server's shapes).

export type HeroImage = HeroImageView;
type Message = { message: string };

const heroPath = (id: string) => `/api/admin/hero-carousel/${encodeURIComponent(id)}`;

export const heroCarouselApi = {
  list: () => apiRequest<{ hero_images: HeroImage[] }>("/api/admin/hero-carousel"),
  upload: (input: { file: File; title: string; alt_text: string }) => {
    const form = new FormData();
    form.append("file", input.file, input.file.name);
    form.append("title", input.title);
    form.append("alt_text", input.alt_text);
    return apiRequest<Message & { hero_image: HeroImage; notice: string | null }>(
      "/api/admin/hero-carousel/upload",
      { method: "POST", body: form },
    );
  },
  setActive: (id: string, is_active: boolean) =>
    apiRequest<Message & { hero_image: HeroImage }>(heroPath(id), { method: "PUT", body: { is_active } }),
  reorder: (items: OrderItem[]) =>
    apiRequest<Message & { hero_images: HeroImage[] }>("/api/admin/hero-carousel/reorder", {
      method: "PUT",
      body: { items },
    }),
  remove: (id: string) => apiRequest<Message>(heroPath(id), { method: "DELETE" }),
};
