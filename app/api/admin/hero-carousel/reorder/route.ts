import { reorderHeroImages } from "@/lib/admin/hero-carousel";
import { HeroReorderBody } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";

export const PUT = route({ auth: "admin", body: HeroReorderBody }, ({ user, body }) =>
  reorderHeroImages(user, body),
);
