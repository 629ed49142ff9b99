import { uploadHeroImage } from "@/lib/admin/hero-carousel";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin" }, ({ user, req }) => uploadHeroImage(user, req));
