import { NextResponse } from "next/server";
import { setLocaleCookie } from "@/lib/i18n/locale-cookie";
import { isLocale } from "@/lib/i18n/locales";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from "./known-devices";
import { ACCESS_TOKEN_MAX_AGE_SECONDS, sessionCookieName, sessionCookieSecure } from "./tokens";

// The access token also travels as next-auth's session cookie, for server-rendered pages.

function cookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, secure: sessionCookieSecure(), path: "/" };
}

/**
 * A JSON answer carrying a new sign-in: the token in the body and in the session cookie, the
 * browser's device cookie (lib/auth/known-devices.ts), which never appears in the body, and the
 * account's chosen language as the language cookie, so the site speaks it on this device too.
 */
export function signedInResponse<
  T extends { access_token: string; deviceToken?: string; language?: string | null },
>({ deviceToken, language, ...body }: T): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set({
    name: sessionCookieName(),
    value: body.access_token,
    maxAge: ACCESS_TOKEN_MAX_AGE_SECONDS,
    ...cookieOptions(),
  });
  if (deviceToken) {
    response.cookies.set({
      name: DEVICE_COOKIE,
      value: deviceToken,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      ...cookieOptions(),
    });
  }
  if (isLocale(language)) setLocaleCookie(response, language);
  return response;
}

/** Clears the session cookie. The device cookie stays: it is not a session and opens nothing. */
export function signedOutResponse(): NextResponse {
  const response = NextResponse.json({ success: true });
  response.cookies.set({
    name: sessionCookieName(),
    value: "",
    maxAge: 0,
    expires: new Date(0),
    ...cookieOptions(),
  });
  return response;
}
