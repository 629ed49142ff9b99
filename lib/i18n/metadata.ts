import { getLocale } from "next-intl/server";
import { localeAlternates } from "./paths";

/** The `alternates` of the page at `path` (without a prefix) in the page's language: canonical and hreflang. */
export async function pageAlternates(path: string) {
  return localeAlternates(path, await getLocale());
}
