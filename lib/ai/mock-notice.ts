import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

// The sentence that opens every demonstration report, in each language: apart from the rest of the
// demonstration texts (./mock-texts.ts), as the pages that leave it out of a card or show it as a
// note need only this.

export const MOCK_NOTICES: Record<Locale, string> = {
  en: "This is a demonstration response. Full AI analysis will be available shortly.",
  de: "Dies ist eine Demo-Antwort. Die vollständige KI-Analyse ist in Kürze verfügbar.",
  fr: "Ceci est une réponse de démonstration. L’analyse complète par IA sera bientôt disponible.",
  es: "Esta es una respuesta de demostración. El análisis completo con IA estará disponible en breve.",
  it: "Questa è una risposta dimostrativa. L’analisi completa con l’IA sarà disponibile a breve.",
  pt: "Esta é uma resposta de demonstração. A análise completa por IA estará disponível em breve.",
};

/** The English notice (the report pages' own, until they speak the report's language). */
export const MOCK_NOTICE = MOCK_NOTICES[DEFAULT_LOCALE];

/** Whether a paragraph is the notice, in any language. */
export const isMockNotice = (text: string) => Object.values(MOCK_NOTICES).includes(text);
