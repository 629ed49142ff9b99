import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "./locales";
import { messagesFor, missingMessage } from "./messages";

// The configuration next-intl reads for server components (next.config.ts names this file).
// A caller outside a page (a route handler, an e-mail) passes its locale explicitly.
export default getRequestConfig(async ({ locale }) => {
  const chosen = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return {
    locale: chosen,
    messages: await messagesFor(chosen),
    timeZone: "UTC",
    getMessageFallback: missingMessage,
  };
});
