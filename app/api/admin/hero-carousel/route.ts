import { listHeroImages } from "@/lib/admin/hero-carousel";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, () => listHeroImages());
