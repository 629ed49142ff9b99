import type { Locale } from "@/lib/i18n/locales";

// The section headings of the default prompts (lib/prompts/defaults.ts) in each language. The
// model is given them when it writes in another language, the demonstration AI writes them, and
// the readers of a report's text (its sections, a follow-up's facts) know them, so a report reads
// the same way in every language. Pure data: the report pages import it too.

export const SUMMARY_SECTIONS = [
  "condition_identified",
  "clinical_observations",
  "key_findings",
  "initial_recommendations",
] as const;

/** The nine sections before the disclaimer of a full report (and of a follow-up). */
export const FULL_SECTIONS = [
  "clinical_observation_and_morphology",
  "differential_diagnosis",
  "pathophysiology",
  "recommended_investigations",
  "management_plan",
  "prognosis",
  "specialised_insights",
  "follow_up_strategy",
  "clinical_approach",
] as const;

export type SectionKey =
  (typeof SUMMARY_SECTIONS)[number] | (typeof FULL_SECTIONS)[number] | "medical_disclaimer";

export const SECTION_HEADINGS: Record<Locale, Record<SectionKey, string>> = {
  en: {
    condition_identified: "CONDITION IDENTIFIED",
    clinical_observations: "CLINICAL OBSERVATIONS",
    key_findings: "KEY FINDINGS",
    initial_recommendations: "INITIAL RECOMMENDATIONS",
    clinical_observation_and_morphology: "CLINICAL OBSERVATION AND MORPHOLOGY",
    differential_diagnosis: "DIFFERENTIAL DIAGNOSIS",
    pathophysiology: "PATHOPHYSIOLOGY",
    recommended_investigations: "RECOMMENDED INVESTIGATIONS",
    management_plan: "MANAGEMENT PLAN",
    prognosis: "PROGNOSIS",
    specialised_insights: "SPECIALISED INSIGHTS",
    follow_up_strategy: "FOLLOW-UP STRATEGY",
    clinical_approach: "CLINICAL APPROACH",
    medical_disclaimer: "MEDICAL DISCLAIMER",
  },
  de: {
    condition_identified: "ERKANNTER HAUTZUSTAND",
    clinical_observations: "KLINISCHE BEOBACHTUNGEN",
    key_findings: "WICHTIGSTE BEFUNDE",
    initial_recommendations: "ERSTE EMPFEHLUNGEN",
    clinical_observation_and_morphology: "KLINISCHE BEOBACHTUNG UND MORPHOLOGIE",
    differential_diagnosis: "DIFFERENZIALDIAGNOSE",
    pathophysiology: "PATHOPHYSIOLOGIE",
    recommended_investigations: "EMPFOHLENE UNTERSUCHUNGEN",
    management_plan: "BEHANDLUNGSPLAN",
    prognosis: "PROGNOSE",
    specialised_insights: "INDIVIDUELLE BESONDERHEITEN",
    follow_up_strategy: "STRATEGIE ZUR VERLAUFSKONTROLLE",
    clinical_approach: "KLINISCHES VORGEHEN",
    medical_disclaimer: "MEDIZINISCHER HINWEIS",
  },
  fr: {
    condition_identified: "AFFECTION IDENTIFIÉE",
    clinical_observations: "OBSERVATIONS CLINIQUES",
    key_findings: "CONSTATS PRINCIPAUX",
    initial_recommendations: "PREMIÈRES RECOMMANDATIONS",
    clinical_observation_and_morphology: "OBSERVATION CLINIQUE ET MORPHOLOGIE",
    differential_diagnosis: "DIAGNOSTIC DIFFÉRENTIEL",
    pathophysiology: "PHYSIOPATHOLOGIE",
    recommended_investigations: "EXAMENS RECOMMANDÉS",
    management_plan: "PLAN DE PRISE EN CHARGE",
    prognosis: "PRONOSTIC",
    specialised_insights: "ÉLÉMENTS PROPRES À VOTRE SITUATION",
    follow_up_strategy: "STRATÉGIE DE SUIVI",
    clinical_approach: "DÉMARCHE CLINIQUE",
    medical_disclaimer: "AVERTISSEMENT MÉDICAL",
  },
  es: {
    condition_identified: "AFECCIÓN IDENTIFICADA",
    clinical_observations: "OBSERVACIONES CLÍNICAS",
    key_findings: "HALLAZGOS PRINCIPALES",
    initial_recommendations: "RECOMENDACIONES INICIALES",
    clinical_observation_and_morphology: "OBSERVACIÓN CLÍNICA Y MORFOLOGÍA",
    differential_diagnosis: "DIAGNÓSTICO DIFERENCIAL",
    pathophysiology: "FISIOPATOLOGÍA",
    recommended_investigations: "PRUEBAS RECOMENDADAS",
    management_plan: "PLAN DE TRATAMIENTO",
    prognosis: "PRONÓSTICO",
    specialised_insights: "CONSIDERACIONES ESPECÍFICAS",
    follow_up_strategy: "ESTRATEGIA DE SEGUIMIENTO",
    clinical_approach: "ENFOQUE CLÍNICO",
    medical_disclaimer: "AVISO MÉDICO",
  },
  it: {
    condition_identified: "CONDIZIONE IDENTIFICATA",
    clinical_observations: "OSSERVAZIONI CLINICHE",
    key_findings: "RISULTATI PRINCIPALI",
    initial_recommendations: "RACCOMANDAZIONI INIZIALI",
    clinical_observation_and_morphology: "OSSERVAZIONE CLINICA E MORFOLOGIA",
    differential_diagnosis: "DIAGNOSI DIFFERENZIALE",
    pathophysiology: "FISIOPATOLOGIA",
    recommended_investigations: "ESAMI CONSIGLIATI",
    management_plan: "PIANO DI TRATTAMENTO",
    prognosis: "PROGNOSI",
    specialised_insights: "CONSIDERAZIONI SPECIFICHE",
    follow_up_strategy: "STRATEGIA DI FOLLOW-UP",
    clinical_approach: "APPROCCIO CLINICO",
    medical_disclaimer: "AVVERTENZA MEDICA",
  },
  pt: {
    condition_identified: "AFEÇÃO IDENTIFICADA",
    clinical_observations: "OBSERVAÇÕES CLÍNICAS",
    key_findings: "PRINCIPAIS ACHADOS",
    initial_recommendations: "RECOMENDAÇÕES INICIAIS",
    clinical_observation_and_morphology: "OBSERVAÇÃO CLÍNICA E MORFOLOGIA",
    differential_diagnosis: "DIAGNÓSTICO DIFERENCIAL",
    pathophysiology: "FISIOPATOLOGIA",
    recommended_investigations: "EXAMES RECOMENDADOS",
    management_plan: "PLANO DE TRATAMENTO",
    prognosis: "PROGNÓSTICO",
    specialised_insights: "CONSIDERAÇÕES ESPECÍFICAS",
    follow_up_strategy: "ESTRATÉGIA DE ACOMPANHAMENTO",
    clinical_approach: "ABORDAGEM CLÍNICA",
    medical_disclaimer: "AVISO MÉDICO",
  },
};

/** The disclaimer's heading in every language, as a report's text may carry it. */
export const DISCLAIMER_HEADINGS: readonly string[] = [
  ...new Set(Object.values(SECTION_HEADINGS).map((headings) => headings.medical_disclaimer)),
];

/** Every language's heading of the section, lower-cased: how a reader of the text names it. */
export function headingNames(key: SectionKey): string[] {
  return [...new Set(Object.values(SECTION_HEADINGS).map((headings) => headings[key].toLowerCase()))];
}
