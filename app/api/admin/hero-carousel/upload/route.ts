import { uploadHeroImage } from "@/lib/admin/hero-carousel";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin" }, ({ user, req }) => uploadHeroImage(user, req));

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
