import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ProfileAnswer, updateProfile, userProfile } from "@/lib/users/profile";
import { ProfileUpdate } from "@/lib/users/schemas";

export const GET = route(
  { auth: "user", docs: { summary: "The account and what it may do now" }, answer: ProfileAnswer },
  ({ user, ip }) => userProfile(user, ip),
);

export const PATCH = route(
  {
    auth: "user",
    docs: { summary: "Change the account's settings (spot reminders by e-mail)" },
    answer: ProfileAnswer,
    body: ProfileUpdate,
  },
  ({ user, body, ip }) => updateProfile(user, body, ip),
);

export const { POST, PUT, DELETE, OPTIONS } = otherMethods({ GET, PATCH });
