import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { AnalysisKind, DynamicQuestion } from "./types";

// What the model must answer (sent as a strict JSON schema), and how its answer
// is checked and cleaned before it becomes a report.

const ModelQuestion = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(["select", "number", "text"]),
  options: z.array(z.string()),
  required: z.boolean(),
});

// Only keywords structured outputs accept (no minLength): emptiness is checked in parseModelAnswer.
export const ModelAnswer = z.object({
  title: z.string(),
  content: z.string(),
  progress_commentary: z.string(),
  dynamic_questions: z.array(ModelQuestion).min(2).max(4),
});

export type ModelAnswer = z.infer<typeof ModelAnswer>;

export const MODEL_ANSWER_FORMAT = zodResponseFormat(ModelAnswer, "skin_analysis");

export type CleanAnswer = {
  title: string;
  content: string;
  progressCommentary?: string;
  dynamicQuestions: DynamicQuestion[];
};

const SUMMARY_TITLE_WORDS = { min: 3, max: 5 };
const REPORT_TITLE_MAX_WORDS = 8;

const wordSet = (words: string) => new Set(words.split(" "));

/** Words a title cut at its word limit must not end on, in each language. */
const DANGLING_WORDS: Record<Locale, Set<string>> = {
  en: wordSet("a an and at for in of on or the to with"),
  de: wordSet(
    "am an auf bei das dem den der des die ein eine einer für im in mit oder und vom von zu zum zur",
  ),
  fr: wordSet("à au aux avec de des du en et la le les ou pour"),
  es: wordSet("a al con de del e el en la las los o para por y"),
  it: wordSet("a al alla con da dei del della delle di e il in la o per"),
  pt: wordSet("a as com da das de do dos e em na no o os ou para por"),
};

// Makes a one- or two-word summary title ("Rosacea") reach three words; only English reads
// naturally with words appended, so another language's short title stands as written.
const TITLE_FILLER: Record<Locale, string | null> = {
  en: "Skin Analysis",
  de: null,
  fr: null,
  es: null,
  it: null,
  pt: null,
};

const FALLBACK_TITLES: Record<Locale, Record<AnalysisKind, string>> = {
  en: {
    summary: "Skin Analysis Summary",
    full: "Full Skin Analysis Report",
    followup: "Skin Progress Follow-Up Report",
  },
  de: {
    summary: "Zusammenfassung der Hautanalyse",
    full: "Vollständiger Bericht zur Hautanalyse",
    followup: "Verlaufskontrolle Ihrer Haut",
  },
  fr: {
    summary: "Résumé d’analyse cutanée",
    full: "Rapport complet d’analyse cutanée",
    followup: "Suivi de l’évolution cutanée",
  },
  es: {
    summary: "Resumen del análisis cutáneo",
    full: "Informe completo del análisis cutáneo",
    followup: "Seguimiento de la evolución cutánea",
  },
  it: {
    summary: "Riepilogo dell’analisi cutanea",
    full: "Referto completo dell’analisi cutanea",
    followup: "Controllo di follow-up della pelle",
  },
  pt: {
    summary: "Resumo da análise cutânea",
    full: "Relatório completo da análise cutânea",
    followup: "Acompanhamento da evolução da pele",
  },
};

/**
 * The answer as a report, or what is wrong with it: not JSON, breaking the schema, or a required
 * part left empty. A JSON object wrapped in a Markdown code block (as some models write it) counts.
 */
export function readModelAnswer(
  raw: string | null | undefined,
  kind: AnalysisKind,
  language: Locale = DEFAULT_LOCALE,
): { answer: CleanAnswer } | { problem: string } {
  if (!raw) return { problem: "the answer was empty" };
  let json: unknown;
  try {
    json = JSON.parse(withoutCodeFence(raw));
  } catch {
    return { problem: "the answer was not a JSON object" };
  }
  const parsed = ModelAnswer.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      problem: `the field ${issue?.path.join(".") || "(root)"} is wrong: ${issue?.message ?? "invalid"}`,
    };
  }
  const answer = parsed.data;
  const content = stripMarkdown(answer.content);
  const progressCommentary = stripMarkdown(answer.progress_commentary);
  if (content === "") return { problem: "the field content is empty" };
  if (kind === "followup" && progressCommentary === "")
    return { problem: "the field progress_commentary is empty" };
  return {
    answer: {
      title: cleanTitle(answer.title, kind, language),
      content,
      progressCommentary: kind === "followup" ? progressCommentary : undefined,
      dynamicQuestions: cleanQuestions(answer.dynamic_questions),
    },
  };
}

/** The answer as a report, or null when readModelAnswer finds a problem with it. */
export function parseModelAnswer(
  raw: string | null | undefined,
  kind: AnalysisKind,
  language: Locale = DEFAULT_LOCALE,
): CleanAnswer | null {
  const read = readModelAnswer(raw, kind, language);
  return "answer" in read ? read.answer : null;
}

/** The JSON inside a ```json ... ``` block, or the text as it is. */
function withoutCodeFence(raw: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(raw);
  return fenced ? fenced[1]! : raw;
}

/** The schema of the answer as plain JSON Schema, for servers told the shape in the prompt (JSON mode). */
export const MODEL_ANSWER_SCHEMA = MODEL_ANSWER_FORMAT.json_schema.schema;

/** Plain text as the layout wants it: no bold, headings marks or code marks. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\*\*|__|`/g, "")
    .replace(/^[ \t]*#{1,6}[ \t]*/gm, "")
    .replace(/^([ \t]*)\*[ \t]+/gm, "$1- ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** One line of plain words without trailing punctuation; a summary title has 3 to 5 words. */
export function cleanTitle(title: string, kind: AnalysisKind, language: Locale = DEFAULT_LOCALE): string {
  const max = kind === "summary" ? SUMMARY_TITLE_WORDS.max : REPORT_TITLE_MAX_WORDS;
  const words = stripMarkdown(title)
    .replace(/^(?:title|titel|titre|t[ií]tulo|titolo)\s*:\s*/iu, "")
    .replace(/["“”„«»*#_`]/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, max);
  // A title cut at its word limit must not end on "of", "the", ...
  const dangling = DANGLING_WORDS[language];
  while (words.length > 1 && dangling.has((words.at(-1) ?? "").toLowerCase())) words.pop();
  const line = words.join(" ").replace(/[\s.,;:!?\-–—]+$/u, "");
  if (line === "") return FALLBACK_TITLES[language][kind];
  const filler = TITLE_FILLER[language];
  const short = filler && kind === "summary" && line.split(" ").length < SUMMARY_TITLE_WORDS.min;
  return short ? `${line} ${filler}` : line;
}

/** Unique snake_case ids; a select without choices becomes a text question; options only for selects. */
export function cleanQuestions(questions: ModelAnswer["dynamic_questions"]): DynamicQuestion[] {
  const seen = new Set<string>();
  return questions
    .filter((q) => q.question.trim() !== "")
    .map((q, index) => {
      const options = q.options.map((o) => o.trim()).filter(Boolean);
      const type = q.type === "select" && options.length < 2 ? "text" : q.type;
      let id =
        q.id
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "_")
          .replace(/^_+|_+$/g, "") || `question_${index + 1}`;
      if (seen.has(id)) id = `${id}_${index + 1}`;
      seen.add(id);
      return {
        id,
        question: q.question.trim(),
        type,
        options: type === "select" ? options : [],
        required: q.required,
      };
    });
}
