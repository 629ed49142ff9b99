import { uploadHeroImage } from "@/lib/admin/hero-carousel";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { HeroDetailsForm, HeroFileForm } from "@/lib/admin/schemas";
import { HeroImageAdded } from "@/lib/admin/answer-schemas";

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Upload a hero image", multipart: HeroDetailsForm.and(HeroFileForm) },
    answer: HeroImageAdded,
  },
  ({ user, req }) => uploadHeroImage(user, req),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
