import type { ChatCompletionCreateParams } from "openai/resources/chat/completions";
import { afterAll, beforeAll } from "vitest";
import { instructedLanguage } from "@/lib/ai/language";
import { mockAnalysis } from "@/lib/ai/mock";
import type { AnalysisKind } from "@/lib/ai/types";
import { resetEnv } from "@/lib/config/env";
import type { Locale } from "@/lib/i18n/locales";
import type { ChatResponder, FakeOpenAI } from "../fakes/openai";

/** Starts the fake for this test file and points the app's OpenAI settings at it. */
/** In the describe block it is called in, no AI key: the demonstration AI answers; the key is back after. */
export function withoutAIKey(): void {
  beforeAll(() => {
    delete process.env.OPENAI_API_KEY;
    resetEnv();
  });
  afterAll(() => {
    process.env.OPENAI_API_KEY = "sk-test";
    resetEnv();
  });
}

export function serveFakeOpenAI(fake: FakeOpenAI): void {
  beforeAll(async () => {
    await fake.start();
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = fake.baseURL;
    resetEnv();
  });

  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetEnv();
    await fake.stop();
  });
}

/** Two follow-up questions, as the model asks them. */
export const TWO_QUESTIONS = [
  { id: "duration", question: "How long?", type: "text", options: [], required: false },
  { id: "itch", question: "Itch from 0 to 10?", type: "number", options: [], required: false },
];

/** A model answer with a condition and two follow-up questions, for suites that only need one. */
export const ANSWER_WITH_QUESTIONS = {
  title: "Mild Acne",
  content: "CONDITION IDENTIFIED\nMild acne.\n\nMEDICAL DISCLAIMER\nInformational only.",
  progress_commentary: "",
  dynamic_questions: TWO_QUESTIONS,
};

/** The language a chat request's system prompt asks the report in, as the model reads it; null for none. */
export function languageOf(request: ChatCompletionCreateParams | undefined): Locale | null {
  const system = request?.messages[0]?.content;
  return typeof system === "string" ? instructedLanguage(system) : null;
}

/** The kind of report a chat request asks for ("Write the full report for ..."). */
function kindOf(request: ChatCompletionCreateParams): AnalysisKind {
  const text = JSON.stringify(request.messages[1]?.content ?? "");
  return (
    (/Write the (summary|full|followup) report/.exec(text)?.[1] as AnalysisKind | undefined) ?? "summary"
  );
}

/**
 * A model that follows the prompt's language instruction: it answers, in the language asked, what
 * the demonstration AI writes (its text, headings, disclaimer and questions).
 */
export const inInstructedLanguage: ChatResponder = (request) => {
  const content = request.messages[1]?.content;
  const images = Array.isArray(content) ? content.filter((part) => part.type === "image_url") : [];
  const result = mockAnalysis({
    kind: kindOf(request),
    language: languageOf(request) ?? "en",
    photos: images.map(() => Buffer.alloc(0)),
    medicalRecords: [],
    profile: {},
    questionsAnswers: {},
  });
  return {
    title: result.title,
    content: result.content,
    progress_commentary: result.progressCommentary ?? "",
    dynamic_questions: result.dynamicQuestions,
  };
};
