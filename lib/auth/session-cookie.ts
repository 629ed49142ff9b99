import { NextResponse } from "next/server";
import { ACCESS_TOKEN_MAX_AGE_SECONDS, sessionCookieName, sessionCookieSecure } from "./tokens";

// The access token also travels as next-auth's session cookie, for server-rendered pages.

function cookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, secure: sessionCookieSecure(), path: "/" };
}

/** A JSON answer carrying a new sign-in: the token in the body and in the session cookie. */
export function signedInResponse<T extends { access_token: string }>(body: T): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set({
    name: sessionCookieName(),
    value: body.access_token,
    maxAge: ACCESS_TOKEN_MAX_AGE_SECONDS,
    ...cookieOptions(),
  });
  return response;
}

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
