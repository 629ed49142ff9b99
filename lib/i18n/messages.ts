import type { Locale } from "./locales";
import type en from "@/messages/en.json";

export type Messages = typeof en;

/** One catalogue per language, loaded on the server only when that language is asked for. */
const CATALOGUES: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("@/messages/en.json"),
  de: () => import("@/messages/de.json"),
  fr: () => import("@/messages/fr.json"),
  es: () => import("@/messages/es.json"),
  it: () => import("@/messages/it.json"),
  pt: () => import("@/messages/pt.json"),
};

export async function messagesFor(locale: Locale): Promise<Messages> {
  return (await CATALOGUES[locale]()).default;
}
