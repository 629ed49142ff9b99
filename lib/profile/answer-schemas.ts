import { z } from "zod";
import { QuestionType } from "@/lib/generated/prisma/enums";

// The answers of GET and POST /api/user/questions: route() checks the handlers against them and
// the OpenAPI document shows them.

const AnswerValue = z.union([z.string(), z.number(), z.array(z.string())]);
const ProfileQuestion = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(QuestionType),
  category: z.string(),
  options: z.array(z.string()),
});

export const Questionnaire = z.object({
  questions: z.array(ProfileQuestion.extend({ answer: AnswerValue.nullable() })),
  profile_questions: z.array(ProfileQuestion),
  answers: z.record(z.string(), AnswerValue).describe("The caller's answers by question id"),
});

export const AnswersSaved = z.object({ success: z.boolean(), message: z.string() });
