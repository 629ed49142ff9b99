import { activeReviews } from "@/lib/home/content";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "none" }, () => activeReviews());
