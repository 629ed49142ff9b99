import { z } from "zod";
import type { QuestionType } from "@/lib/generated/prisma/enums";
import { plainText } from "@/lib/validation/text";

// Questionnaire shapes and answer rules, shared by the handler and the account page's form.

/** The synthetic first question; its answer is the user's name. */
export const FULL_NAME_QUESTION_ID = "full_name";

export type ProfileQuestionView = {
  id: string;
  question: string;
  type: QuestionType;
  category: string;
  options: string[];
};

export const FULL_NAME_MAX_LENGTH = 100;
export const TEXT_ANSWER_MAX_LENGTH = 200;
export const TEXTAREA_ANSWER_MAX_LENGTH = 2000;

/** POST /api/user/questions: answers keyed by question id. */
export const ProfileAnswersInput = z.record(z.string().min(1).max(100), z.unknown());

/** A string, a number, or a list of options (multiselect). */
export type AnswerValue = string | number | string[];

const text = (max: number) =>
  plainText({ error: "must be text" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

/** How one question's answer is checked, by its type. */
export function answerSchema(question: ProfileQuestionView): z.ZodType<AnswerValue> {
  const options = question.options;
  const option = z.string({ error: "must be one of the options" }).refine((v) => options.includes(v), {
    error: "must be one of the options",
  });
  switch (question.type) {
    case "text":
      return text(question.id === FULL_NAME_QUESTION_ID ? FULL_NAME_MAX_LENGTH : TEXT_ANSWER_MAX_LENGTH);
    case "textarea":
      return text(TEXTAREA_ANSWER_MAX_LENGTH);
    case "number":
      return z.number({ error: "must be a number" });
    case "select":
      return option;
    case "multiselect":
      return z
        .array(option, { error: "must be a list of options" })
        .transform((values) => [...new Set(values)]);
  }
}

/** An empty answer removes the stored one ("answered means non-empty value"). */
export function isEmptyAnswer(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}
