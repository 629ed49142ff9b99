import { reorderHeroImages } from "@/lib/admin/hero-carousel";
import { HeroReorderBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { HeroImagesReordered } from "@/lib/admin/answer-schemas";

export const PUT = route(
  {
    auth: "admin",
    docs: { summary: "Reorder the hero images" },
    answer: HeroImagesReordered,
    body: HeroReorderBody,
  },
  ({ user, body }) => reorderHeroImages(user, body),
);

export const { GET, POST, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ PUT });
