import { createHeroImageFromPhoto, listHeroImages } from "@/lib/admin/hero-carousel";
import { HeroFromPhotoBody } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { HeroImages } from "@/lib/home/answer-schemas";
import { HeroImageAdded } from "@/lib/admin/answer-schemas";

export const GET = route(
  { auth: "admin", docs: { summary: "List every hero image, active or not" }, answer: HeroImages },
  () => listHeroImages(),
);

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Make a hero image from a stored photo" },
    answer: HeroImageAdded,
    body: HeroFromPhotoBody,
  },
  ({ user, body }) => createHeroImageFromPhoto(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
