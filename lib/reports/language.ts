import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

/** The language a report is written in, as stored (the column is CHECKed to the six; read defensively). */
export const reportLanguage = (stored: string | null | undefined): Locale =>
  isLocale(stored) ? stored : DEFAULT_LOCALE;
