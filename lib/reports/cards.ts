import { MOCK_NOTICES } from "@/lib/ai/mock-notice";
import type { Locale } from "@/lib/i18n/locales";

// How a report looks as a gallery card: its topic (tint and icon, chosen by
// keywords, spec section 2) and an excerpt that reads as prose. Pure, so the
// gallery's client component uses it too.

export const REPORT_TOPICS = ["acne", "dry", "oily", "sensitive", "wrinkles"] as const;

export type ReportTopic = (typeof REPORT_TOPICS)[number] | "general";

// Words per topic in the spec's order, in each of the site's languages (a report is written in its
// own): the first topic with a match wins. Whole words, by letters of any script, not ASCII's \b.
const TOPIC_WORDS: Record<(typeof REPORT_TOPICS)[number], string[]> = {
  acne: [
    "acne|pimples?|breakouts?|comedon\\p{L}*|blackheads?|whiteheads?|papules?|pustules?",
    "akne|pickel|mitesser|papeln|pusteln|komedonen|unreinheiten",
    "acné|boutons?|comédons?|points noirs",
    "granos?|espinillas?|comedones|puntos negros|pápulas?|pústulas?",
    "brufoli|punti neri|comedoni|papul[ae]|pustol[ae]",
    "borbulhas?|espinhas?|comedões|pontos negros",
  ],
  dry: [
    "dry|dryness|flak(?:y|ing)|xerosis|dehydrated|rough",
    "trocken\\p{L}*|schupp\\p{L}*|spröde",
    "sèche|sécheresse|déshydratée|rugueuse|desquamation",
    "seca|sequedad|deshidratada|áspera|descamación",
    "secca|secchezza|disidratata|ruvida|desquamazione",
    "secura|desidratada|descamação",
  ],
  oily: [
    "oily|oiliness|sebum|sebaceous|greasy|shine|shiny",
    "fettig\\p{L}*|ölig\\p{L}*|talg\\p{L}*|glänzend\\p{L}*",
    "grasse|sébum|sébacée?s?|brillance|luisante",
    "grasa|grasosa|sebo|sebácea|brillo",
    "grassa|oleosa|sebacea|lucida",
    "gordurosa|sebácea|brilho",
  ],
  sensitive: [
    "sensitive|sensitivity|irritat\\p{L}*|redness|rosacea|reactive|stinging",
    "empfindlich\\p{L}*|gereizt\\p{L}*|reizung|rötung\\p{L}*|rosazea",
    "sensible|sensibilité|irrit\\p{L}*|rougeurs?|rosacée|réactive",
    "sensibilidad|enrojecimiento|rojeces|rosácea",
    "sensibile|sensibilità|arrossament\\p{L}*|rossore",
    "sensível|sensibilidade|vermelhidão",
  ],
  wrinkles: [
    "wrinkles?|wrinkled|fine lines?|ag(?:e|ing)|crow'?s feet|elasticity",
    "falten|fältchen|hautalterung|elastizität",
    "rides|ridules|vieillissement|élasticité|pattes d'oie",
    "arrugas|líneas de expresión|envejecimiento|elasticidad|patas de gallo",
    "rughe|rughette|invecchiamento|elasticità|zampe di gallina",
    "rugas|linhas de expressão|envelhecimento|elasticidade|pés de galinha",
  ],
};

const KEYWORDS = Object.fromEntries(
  REPORT_TOPICS.map((topic) => [
    topic,
    new RegExp(`(?<!\\p{L})(?:${TOPIC_WORDS[topic].join("|")})(?!\\p{L})`, "iu"),
  ]),
) as Record<(typeof REPORT_TOPICS)[number], RegExp>;

/** The card's topic from the report's title and text; "general" when no keyword appears. */
export function reportTopic(...texts: string[]): ReportTopic {
  const text = texts.join(" ");
  return REPORT_TOPICS.find((topic) => KEYWORDS[topic].test(text)) ?? "general";
}

// Runs of two or more capitalised words ("CONDITION IDENTIFIED", "AFFECTION IDENTIFIÉE"), maybe
// joined by a one-letter "e", "y", "o", "u" or "à" ("OBSERVAÇÃO CLÍNICA E MORFOLOGIA"), or one long
// word ("PROGNOSIS"), with an optional section number: the headings of the plain-text layout.
const HEADING_RUN =
  /(?:(?<![\p{L}\p{N}])\d{1,2}[.)]\s*)?(?<![\p{L}\p{N}])(?:\p{Lu}{2,}(?:[ \-/&]+(?:[EYOUÀ][ \-/&]+)?\p{Lu}{2,})+|\p{Lu}{6,})(?![\p{L}\p{N}]):?\s*/gu;

/** The excerpt without section headings or the demonstration notice, as a sentence a card can show. */
export function cardExcerpt(excerpt: string): string {
  const withoutNotice = Object.values(MOCK_NOTICES).reduce(
    (text, notice) => text.replace(notice, " "),
    excerpt,
  );
  return withoutNotice.replace(HEADING_RUN, " ").replace(/\s+/g, " ").trim();
}

/** What a gallery card shows, worked out on the server so the page carries a few fields per card. */
export type GalleryCardData = {
  id: string;
  title: string;
  /** A full report (or a follow-up); else a summary. */
  full: boolean;
  topic: ReportTopic;
  excerpt: string;
  created_at: string;
  photo_id: string | null;
  /** The language the title and excerpt are written in. */
  language: Locale;
};

/** A card of GET /api/reports/public's item (lib/reports/serialize.ts serializeReportCard). */
export function galleryCardData(report: {
  id: string;
  title: string;
  report_type: string;
  excerpt: string;
  created_at: string;
  photo_ids: string[];
  language: Locale;
}): GalleryCardData {
  return {
    id: report.id,
    title: report.title,
    full: report.report_type !== "summary",
    topic: reportTopic(report.title, report.excerpt),
    excerpt: cardExcerpt(report.excerpt),
    created_at: report.created_at,
    photo_id: report.photo_ids[0] ?? null,
    language: report.language,
  };
}
