import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { SECTION_HEADINGS } from "./report-layout";
import type { AnalysisKind } from "./types";

// Every report carries the medical disclaimer, whatever the model wrote, in the report's language.

export const MEDICAL_DISCLAIMER_TEXTS: Record<Locale, string> = {
  en: "This analysis is for informational purposes only and is not medical advice. It is not a diagnosis and does not replace an examination by a qualified dermatologist or doctor. If a lesion changes, bleeds, grows or worries you, see a healthcare professional promptly; in an emergency, contact emergency services.",
  de: "Diese Analyse dient nur der Information und ist keine ärztliche Beratung. Sie ist keine Diagnose und ersetzt nicht die Untersuchung durch eine Hautärztin, einen Hautarzt oder eine andere qualifizierte ärztliche Fachperson. Wenn sich eine Hautstelle verändert, blutet, wächst oder Ihnen Sorgen macht, lassen Sie sie umgehend ärztlich abklären; im Notfall wählen Sie den Notruf.",
  fr: "Cette analyse est fournie à titre informatif uniquement et ne constitue pas un avis médical. Ce n’est pas un diagnostic et elle ne remplace pas l’examen par un dermatologue ou un médecin qualifié. Si une lésion change, saigne, grossit ou vous inquiète, consultez rapidement un professionnel de santé ; en cas d’urgence, contactez les services d’urgence.",
  es: "Este análisis tiene fines exclusivamente informativos y no constituye consejo médico. No es un diagnóstico y no sustituye la exploración por parte de un dermatólogo o un médico cualificado. Si una lesión cambia, sangra, crece o te preocupa, acude cuanto antes a un profesional sanitario; en caso de urgencia, llama a los servicios de emergencia.",
  it: "Questa analisi ha scopo puramente informativo e non costituisce un parere medico. Non è una diagnosi e non sostituisce la visita di un dermatologo o di un medico qualificato. Se una lesione cambia, sanguina, cresce o ti preoccupa, rivolgiti subito a un professionista sanitario; in caso di emergenza, contatta i servizi di emergenza.",
  pt: "Esta análise tem fins meramente informativos e não constitui aconselhamento médico. Não é um diagnóstico e não substitui a observação por um dermatologista ou médico qualificado. Se uma lesão mudar, sangrar, crescer ou te preocupar, procura rapidamente um profissional de saúde; em caso de emergência, contacta os serviços de emergência.",
};

/** The English disclaimer (the report pages' own, until they speak the report's language). */
export const MEDICAL_DISCLAIMER_TEXT = MEDICAL_DISCLAIMER_TEXTS[DEFAULT_LOCALE];

/** How a disclaimer in each language says that it is not medical advice. */
const STATEMENTS: Record<Locale, RegExp> = {
  en: /not (?:a substitute for )?(?:professional )?medical advice/i,
  de: /keine (?:ärztliche|medizinische) (?:Beratung|Diagnose)|kein(?:en)? (?:ärztlichen|medizinischen) Rat/iu,
  fr: /(?:pas|aucun) (?:un )?(?:avis|conseil) médical/iu,
  es: /no (?:constituye|es|sustituye)[^.]{0,40}(?:consejo|asesoramiento|diagn[oó]stico|consulta)/iu,
  it: /non (?:costituisce|è|sostituisce)[^.]{0,40}(?:parere|consiglio|consulenza|diagnosi)/iu,
  pt: /não (?:constitui|é|substitui)[^.]{0,40}(?:aconselhamento|conselho|parecer|diagn[oó]stico|consulta)/iu,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The disclaimer's heading line in the report's language, or in English, which a model may keep:
 * "10. MEDICAL DISCLAIMER", "DISCLAIMER:", "MEDIZINISCHER HINWEIS".
 */
function headingPattern(language: Locale): RegExp {
  const own =
    language === DEFAULT_LOCALE
      ? []
      : [SECTION_HEADINGS[language].medical_disclaimer.split(" ").map(escapeRegExp).join("[ \\t]+")];
  const names = ["(?:MEDICAL[ \\t]+)?DISCLAIMER", ...own].join("|");
  return new RegExp(`^[ \\t]*(?:\\d+[.)][ \\t]*)?(?:${names})(?![\\p{L}\\p{N}])[ \\t]*:?`, "gimu");
}

/** The standard disclaimer section in the layout of the kind. */
export function disclaimerSection(kind: AnalysisKind, language: Locale = DEFAULT_LOCALE): string {
  const heading = SECTION_HEADINGS[language].medical_disclaimer;
  return `${kind === "summary" ? heading : `10. ${heading}`}\n${MEDICAL_DISCLAIMER_TEXTS[language]}`;
}

/** The content with a disclaimer section that says, in the report's language, it is not medical advice. */
export function ensureDisclaimer(
  content: string,
  kind: AnalysisKind,
  language: Locale = DEFAULT_LOCALE,
): string {
  const heading = [...content.matchAll(headingPattern(language))].at(-1);
  if (heading === undefined) return `${content.trimEnd()}\n\n${disclaimerSection(kind, language)}`;
  const afterHeading = heading.index + heading[0].length;
  if (STATEMENTS[language].test(content.slice(afterHeading))) return content;
  const text = MEDICAL_DISCLAIMER_TEXTS[language];
  return `${content.slice(0, afterHeading)}\n${text}${content.slice(afterHeading)}`.trimEnd();
}
