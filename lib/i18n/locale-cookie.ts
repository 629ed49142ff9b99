import type { NextResponse } from "next/server";
import { LOCALE_COOKIE, type Locale } from "./locales";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Remembers a language on this browser. Readable by the page's script (the switcher writes it for
 * visitors too) and sent with every request, so `/` can answer in it.
 */
export function setLocaleCookie(response: NextResponse, locale: Locale): void {
  response.cookies.set({
    name: LOCALE_COOKIE,
    value: locale,
    maxAge: ONE_YEAR_SECONDS,
    sameSite: "lax",
    path: "/",
  });
}
