"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { missingMessage } from "@/lib/i18n/missing-message";
import type { Locale } from "@/lib/i18n/locales";

/** The browser's side of the catalogue: the namespaces its components need, and the same marker for a missing key as the server's. */
export function ClientIntl({
  locale,
  messages,
  children,
}: Readonly<{ locale: Locale; messages: AbstractIntlMessages; children: React.ReactNode }>) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      timeZone="UTC"
      getMessageFallback={missingMessage}
    >
      {children}
    </NextIntlClientProvider>
  );
}
