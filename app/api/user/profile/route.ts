import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/http/methods";
import { setLocaleCookie } from "@/lib/i18n/locale-cookie";
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
    docs: { summary: "Change the account's settings (spot reminders by e-mail, language)" },
    answer: ProfileAnswer,
    body: ProfileUpdate,
  },
  async ({ user, body, ip }) => {
    const profile = await updateProfile(user, body, ip);
    // A chosen language also becomes this browser's, so the site answers in it before sign-in too.
    if (!body.language) return profile;
    const response = NextResponse.json(profile);
    setLocaleCookie(response, body.language);
    return response;
  },
);

export const { POST, PUT, DELETE, OPTIONS } = otherMethods({ GET, PATCH });
