/** The languages the site speaks. English is the default and keeps the unprefixed paths. */
export const LOCALES = ["en", "de", "fr", "es", "it", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Remembers the visitor's choice from the language switcher (and a signed-in person's saved one). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** How long a browser remembers the choice: a year. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** Each language named in itself, as a switcher lists them. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  pt: "Português",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
