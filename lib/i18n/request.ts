import { getRequestConfig } from "next-intl/server";
import * as rootParams from "next/root-params";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { messagesFor } from "./messages";
import { missingMessage } from "./missing-message";

/**
 * The page's language: the `[locale]` segment of its root layout. The console's root layout has
 * none (it is English), and route handlers and server actions cannot read it: they pass theirs.
 */
async function pageLocale(): Promise<Locale> {
  try {
    const value: unknown = await rootParams.locale();
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

// The configuration next-intl reads for server components (next.config.ts names this file).
// A caller outside a page (a route handler, an e-mail) passes its locale explicitly.
export default getRequestConfig(async ({ locale }) => {
  const chosen = isLocale(locale) ? locale : await pageLocale();
  return {
    locale: chosen,
    messages: await messagesFor(chosen),
    timeZone: "UTC",
    getMessageFallback: missingMessage,
  };
});
