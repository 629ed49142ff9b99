"use client";

import { createContext, useContext, useMemo } from "react";
import { createTranslator, useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { missingMessage } from "@/lib/i18n/missing-message";
import type { ReportBodyTranslator } from "./report-body-translator";

type Catalogues = Partial<Record<Locale, Messages["reportBody"]>>;

const ReportBodyCatalogues = createContext<Catalogues>({});

/** The reportBody messages of the languages a report on this page may be written in (report-languages.tsx). */
export function ReportBodyCataloguesProvider({
  catalogues,
  children,
}: Readonly<{ catalogues: Catalogues; children: React.ReactNode }>) {
  return <ReportBodyCatalogues value={catalogues}>{children}</ReportBodyCatalogues>;
}

/**
 * The report body's words in `language` (the page's when none is given). A translator rather than a
 * nested provider: the body sits among the page's own parts (its photos, the upgrade panel), which
 * keep the page's language. A language whose messages this page was not handed falls back to the page's.
 */
export function useReportBody(language?: Locale): ReportBodyTranslator {
  const page = useTranslations("reportBody");
  const pageLocale = useLocale();
  const messages = useContext(ReportBodyCatalogues)[language ?? pageLocale];
  return useMemo(() => {
    if (!language || language === pageLocale || !messages) return page;
    return createTranslator<Messages, "reportBody">({
      locale: language,
      messages: { reportBody: messages } as Messages,
      namespace: "reportBody",
      timeZone: "UTC",
      getMessageFallback: missingMessage,
    });
  }, [language, pageLocale, messages, page]);
}
