import { match } from "@formatjs/intl-localematcher";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from "./locales";

/**
 * The site's language that best fits an Accept-Language header (`de-CH,de;q=0.9,en;q=0.8` → de),
 * or null when it names none of them. Malformed parts are skipped, never an error.
 */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const wanted = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
    .filter((tag) => {
      try {
        return Intl.getCanonicalLocales(tag).length > 0;
      } catch {
        return false;
      }
    });
  if (wanted.length === 0) return null;
  const found = match(wanted, LOCALES, "none", { algorithm: "best fit" });
  return isLocale(found) ? found : null;
}

/** The language cookie's value (set by the switcher or at sign-in), or null. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The language to speak to whoever sent a request that names none: their saved choice, else
 * this browser's cookie, else its Accept-Language, else English.
 */
export function requestLocale(headers: Headers, saved?: string | null): Locale {
  if (isLocale(saved)) return saved;
  return (
    cookieLocale(headers.get("cookie")) ?? acceptedLocale(headers.get("accept-language")) ?? DEFAULT_LOCALE
  );
}
