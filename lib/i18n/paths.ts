import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";

const PREFIX = /^\/([a-z]{2})(?=\/|$)/;

/** A page's address in a language: `/pricing` → `/de/pricing`; English keeps the path as it is. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** `localizedPath` of an address that may carry a query: `/account?message=x` → `/de/account?message=x`. */
export function localizedHref(href: string, locale: Locale): string {
  const at = href.search(/[?#]/);
  return at === -1 ? localizedPath(href, locale) : localizedPath(href.slice(0, at), locale) + href.slice(at);
}

/** An address's language and its path without the prefix: `/de/reports/x` → de, `/reports/x`. */
export function pathLocale(pathname: string): { locale: Locale; path: string } {
  const prefix = PREFIX.exec(pathname)?.[1];
  if (!isLocale(prefix) || prefix === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: prefix, path: pathname.slice(prefix.length + 1) || "/" };
}

/**
 * A page's `alternates` for its metadata: its canonical address in this language, and the same
 * page in every language (hreflang), English also as the default for any other.
 */
export function localeAlternates(path: string, locale: Locale) {
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((other) => [other, localizedPath(path, other)]),
  );
  languages["x-default"] = path;
  return { canonical: localizedPath(path, locale), languages };
}
