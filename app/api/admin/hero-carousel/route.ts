import { listHeroImages } from "@/lib/admin/hero-carousel";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, () => listHeroImages());

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
