import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ProfileAnswer, userProfile } from "@/lib/users/profile";

export const GET = route(
  { auth: "user", docs: { summary: "The account and what it may do now" }, answer: ProfileAnswer },
  ({ user, ip }) => userProfile(user, ip),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
