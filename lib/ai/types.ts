import type { Locale } from "@/lib/i18n/locales";

// The contract between the analysis flow (lib/analysis) and the AI providers (lib/ai).

export type AnalysisKind = "summary" | "full" | "followup";

export type DynamicQuestion = {
  id: string;
  question: string;
  type: "select" | "number" | "text";
  options: string[];
  required: boolean;
};

/** What the earlier report contributes to a follow-up prompt. */
export type PreviousReportFacts = {
  date: string;
  condition: string;
  findings: string;
  recommendations: string;
};

export type AnalysisInput = {
  kind: AnalysisKind;
  /** The language the whole report is written in: title, sections, commentary and questions. */
  language: Locale;
  /** Re-encoded JPEG bytes, in the order the user chose. */
  photos: Buffer[];
  /** Medical records: text extracted from PDFs, or images (JPEG/PNG bytes). */
  medicalRecords: (
    | { kind: "text"; filename: string; text: string }
    | { kind: "image"; filename: string; mimeType: string; data: Buffer }
  )[];
  /** The user's profile questionnaire answers, by question text. Data, never instructions. */
  profile: Record<string, string | number | string[]>;
  /** Answers to earlier dynamic questions, by question id or text. */
  questionsAnswers: Record<string, unknown>;
  /** The user's context note (at most 1000 characters). */
  contextNote?: string;
  previous?: PreviousReportFacts;
};

export type AnalysisResult = {
  title: string;
  /** Plain text in the layout of the kind (summary sections or the ten full-report sections). */
  content: string;
  progressCommentary?: string;
  dynamicQuestions: DynamicQuestion[];
  mock: boolean;
  /** The prompt text sent (stored on the report as ai_prompt_used). */
  promptUsed: string;
  model: string;
};

/**
 * Told the report's text so far (its title, a blank line, then its content) each time it grows, as the
 * model writes it. Not the report yet: the finished answer is cleaned and checked, and a malformed
 * one is asked for again, whose text starts over.
 */
export type DraftListener = (draft: string) => void;

/** The provider failed after its retries; the caller charges nothing and keeps the photos. */
export class AiUnavailableError extends Error {}
