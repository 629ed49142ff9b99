import { activeHeroImages } from "@/lib/home/landing";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { HeroImages } from "@/lib/home/answer-schemas";

export const GET = route(
  { auth: "none", docs: { summary: "The landing page's hero images" }, answer: HeroImages },
  () => activeHeroImages(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
