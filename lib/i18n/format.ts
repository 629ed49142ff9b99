import { createFormatter } from "next-intl";
import type { Locale } from "./locales";

/**
 * The region whose conventions each language writes dates and numbers in. Plain `en` is American
 * ("November 27, 2026") where the site writes British English ("27 November 2026"), and plain
 * `pt` is Brazilian ("€ 9,99") where the site writes European Portuguese ("9,99 €").
 */
const FORMAT_REGIONS: Record<Locale, string> = {
  en: "en-GB",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  pt: "pt-PT",
};

/** next-intl's formatter for a language, in UTC like the request configuration. */
export function formatterFor(locale: Locale) {
  // next-intl types `locale` as one of the site's languages; Intl takes any region of them.
  return createFormatter({ locale: FORMAT_REGIONS[locale] as Locale, timeZone: "UTC" });
}
