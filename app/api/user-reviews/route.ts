import { activeReviews } from "@/lib/home/landing";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { UserReviews } from "@/lib/home/answer-schemas";

export const GET = route(
  { auth: "none", docs: { summary: "The landing page's user reviews" }, answer: UserReviews },
  () => activeReviews(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
