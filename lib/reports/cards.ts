import { MOCK_NOTICES } from "@/lib/ai/mock-notice";
import type { Locale } from "@/lib/i18n/locales";

// How a report looks as a gallery card: its topic (tint and icon, chosen by
// keywords, spec section 2) and an excerpt that reads as prose. Pure, so the
// gallery's client component uses it too.

export const REPORT_TOPICS = ["acne", "dry", "oily", "sensitive", "wrinkles"] as const;

export type ReportTopic = (typeof REPORT_TOPICS)[number] | "general";

// Word stems per topic, in the spec's order: the first topic with a match wins.
const KEYWORDS: Record<(typeof REPORT_TOPICS)[number], RegExp> = {
  acne: /\b(?:acne|pimples?|breakouts?|comedon\w*|blackheads?|whiteheads?|papules?|pustules?)\b/i,
  dry: /\b(?:dry|dryness|flak(?:y|ing)|xerosis|dehydrated|rough)\b/i,
  oily: /\b(?:oily|oiliness|sebum|sebaceous|greasy|shine|shiny)\b/i,
  sensitive: /\b(?:sensitive|sensitivity|irritat\w*|redness|rosacea|reactive|stinging)\b/i,
  wrinkles: /\b(?:wrinkles?|wrinkled|fine lines?|ag(?:e|ing)|crow'?s feet|elasticity)\b/i,
};

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
