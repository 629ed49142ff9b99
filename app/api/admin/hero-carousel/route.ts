import { createHeroImageFromPhoto, listHeroImages } from "@/lib/admin/hero-carousel";
import { HeroFromPhotoBody } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, () => listHeroImages());

export const POST = route({ auth: "admin", body: HeroFromPhotoBody }, ({ user, body }) =>
  createHeroImageFromPhoto(user, body),
);
