import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { missingMessage } from "@/lib/i18n/missing-message";
import en from "@/messages/en.json";

/**
 * A component rendered outside Next, inside the English catalogue as a page gives it: its
 * `useTranslations` and `useFormatter` read English, and a missing key shows its marker.
 */
export function inEnglish(element: ReactElement): ReactElement {
  return (
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC" getMessageFallback={missingMessage}>
      {element}
    </NextIntlClientProvider>
  );
}
