import { createHeroImageFromPhoto, listHeroImages } from "@/lib/admin/hero-carousel";
import { HeroFromPhotoBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", docs: { summary: "List every hero image, active or not" } }, () =>
  listHeroImages(),
);

export const POST = route(
  { auth: "admin", docs: { summary: "Make a hero image from a stored photo" }, body: HeroFromPhotoBody },
  ({ user, body }) => createHeroImageFromPhoto(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
