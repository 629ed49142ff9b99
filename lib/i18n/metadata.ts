import { getLocale } from "next-intl/server";
import { isLocale, DEFAULT_LOCALE } from "./locales";
import { localeAlternates } from "./paths";

/** The `alternates` of the page at `path` (without a prefix) in the page's language: canonical and hreflang. */
export async function pageAlternates(path: string) {
  const locale = await getLocale();
  return localeAlternates(path, isLocale(locale) ? locale : DEFAULT_LOCALE);
}
