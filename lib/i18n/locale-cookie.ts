import type { NextResponse } from "next/server";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from "./locales";

/**
 * Remembers a language on this browser. Readable by the page's script (the switcher writes it for
 * visitors too) and sent with every request, so `/` can answer in it.
 */
export function setLocaleCookie(response: NextResponse, locale: Locale): void {
  response.cookies.set({
    name: LOCALE_COOKIE,
    value: locale,
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: "lax",
    path: "/",
  });
}
