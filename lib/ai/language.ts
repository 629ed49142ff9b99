import { isLocale, type Locale } from "@/lib/i18n/locales";
import { FULL_SECTIONS, SECTION_HEADINGS, SUMMARY_SECTIONS, type SectionKey } from "./report-layout";

// The report's language, told to the model by the server after the administrator's prompts (which
// stay in English and need no edit): the whole report, its questions included, in that language.

/** Each language as the instruction names it. */
const ENGLISH_NAMES: Record<Locale, string> = {
  en: "English",
  de: "German",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  pt: "European Portuguese",
};

/** How the reader is addressed, as consumer health apps in each language do (docs/i18n.md). */
const ADDRESS: Record<Locale, string> = {
  en: "",
  de: 'Address the reader formally ("Sie").',
  fr: 'Address the reader formally ("vous").',
  es: 'Address the reader informally ("tú"), in the Spanish of Spain.',
  it: 'Address the reader informally ("tu").',
  pt: 'Address the reader informally ("tu"), in the Portuguese of Portugal, never in Brazilian Portuguese.',
};

/** The site's words for what it names (docs/i18n.md, "Terms"), so the report speaks as its pages do. */
const TERMS: Record<Locale, string> = {
  en: "",
  de: 'report = "Bericht", summary = "Zusammenfassung", full report = "vollständiger Bericht", follow-up = "Verlaufskontrolle", spot = "Hautstelle"',
  fr: 'report = "rapport", summary = "résumé", full report = "rapport complet", follow-up = "suivi", spot = "tache"',
  es: 'report = "informe", summary = "resumen", full report = "informe completo", follow-up = "seguimiento", spot = "mancha"',
  it: 'report = "referto", summary = "riepilogo", full report = "referto completo", follow-up = "controllo di follow-up", spot = "macchia"',
  pt: 'report = "relatório", summary = "resumo", full report = "relatório completo", follow-up = "acompanhamento", spot = "mancha"',
};

const HEADING_KEYS: SectionKey[] = [...SUMMARY_SECTIONS, ...FULL_SECTIONS, "medical_disclaimer"];

/** Read back from the instruction by whoever sees only the prompt (the fake model of the tests). */
const LANGUAGE_CODE = /\(language code: ([a-z]{2})\)/;

/** The system prompt's last part: the language of everything the model writes. */
export function languageInstruction(language: Locale): string {
  const name = ENGLISH_NAMES[language];
  const lines = [
    "REPORT LANGUAGE",
    `Write the whole report in ${name} (language code: ${language}): the title, every section heading and all the report text, the progress commentary, and every dynamic question with its options. Only the question ids stay short snake_case English. Write in ${name} even when the data block, the medical records or any text in the photos use another language, as a native speaker writes for a member of the public.`,
  ];
  if (language === "en") return lines.join("\n");
  const headings = HEADING_KEYS.map(
    (key) => `- ${SECTION_HEADINGS.en[key]} = ${SECTION_HEADINGS[language][key]}`,
  );
  return [
    ...lines,
    ADDRESS[language],
    `Translate the section headings described above, keeping them in capitals, each on its own line, in the same order and with the same numbers. For these headings write exactly:\n${headings.join("\n")}`,
    `Use these words for what SkinSight names: ${TERMS[language]}.`,
  ].join("\n");
}

/** The language a system prompt's instruction asks for, or null when it names none. */
export function instructedLanguage(system: string): Locale | null {
  const code = LANGUAGE_CODE.exec(system)?.[1];
  return isLocale(code) ? code : null;
}
