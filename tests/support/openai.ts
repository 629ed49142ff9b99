import { afterAll, beforeAll } from "vitest";
import { resetEnv } from "@/lib/config/env";
import type { FakeOpenAI } from "../fakes/openai";

/** Starts the fake for this test file and points the app's OpenAI settings at it. */
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
