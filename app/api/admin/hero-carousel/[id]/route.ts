import { deleteHeroImage, setHeroImageActive } from "@/lib/admin/hero-carousel";
import { HeroUpdateBody, IdParams } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { HeroImageSaved } from "@/lib/admin/answer-schemas";
import { Message } from "@/lib/openapi/shapes";

export const PUT = route(
  {
    auth: "admin",
    docs: { summary: "Edit a hero image" },
    answer: HeroImageSaved,
    params: IdParams,
    body: HeroUpdateBody,
  },
  ({ user, params, body }) => setHeroImageActive(user, params.id, body.is_active),
);

export const DELETE = route(
  { auth: "admin", docs: { summary: "Delete a hero image" }, answer: Message, params: IdParams },
  ({ user, params }) => deleteHeroImage(user, params.id),
);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods({ PUT, DELETE });
