import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { unprocessable } from "@/lib/errors/http-error";
import { profileQuestions } from "./questions";
import {
  answerSchema,
  FULL_NAME_QUESTION_ID,
  isEmptyAnswer,
  type AnswerValue,
  type ProfileQuestionView,
} from "./schema";

export const PROFILE_UPDATED = "Profile updated successfully";

export type ProfileAnswers = Record<string, AnswerValue>;

/** The user's answers keyed by question id, full_name included when set. */
export async function profileAnswers(user: User): Promise<ProfileAnswers> {
  const rows = await db.profileAnswer.findMany({ where: { userId: user.id, question: { isActive: true } } });
  const answers: ProfileAnswers = {};
  if (user.fullName) answers[FULL_NAME_QUESTION_ID] = user.fullName;
  for (const row of rows) answers[row.questionId] = row.value as AnswerValue;
  return answers;
}

/** GET /api/user/questions: the questionnaire, with the user's answers when signed in. */
export async function questionnaireFor(user: User | null) {
  const noAnswers: ProfileAnswers = {};
  const [questions, answers] = await Promise.all([
    profileQuestions(),
    user ? profileAnswers(user) : noAnswers,
  ]);
  return {
    questions: questions.map((q) => ({ ...q, answer: answers[q.id] ?? null })),
    profile_questions: questions,
    answers,
  };
}

function checkedAnswer(question: ProfileQuestionView, value: unknown): AnswerValue | null {
  if (isEmptyAnswer(value)) return null;
  const parsed = answerSchema(question).safeParse(value);
  if (!parsed.success)
    throw unprocessable(`${question.id}: ${parsed.error.issues[0]?.message ?? "is invalid"}`);
  return isEmptyAnswer(parsed.data) ? null : parsed.data;
}

/** Saves answers keyed by question id; empty values delete the answer, full_name names the user. */
export async function saveProfileAnswers(user: User, input: Record<string, unknown>) {
  const questions = new Map((await profileQuestions()).map((q) => [q.id, q]));
  const cleared: string[] = [];
  const writes: Prisma.PrismaPromise<unknown>[] = [];
  for (const [id, value] of Object.entries(input)) {
    const question = questions.get(id);
    if (!question) throw unprocessable(`Unknown profile question: ${id}`);
    const answer = checkedAnswer(question, value);
    if (id === FULL_NAME_QUESTION_ID) {
      writes.push(db.user.update({ where: { id: user.id }, data: { fullName: answer as string | null } }));
    } else if (answer === null) {
      cleared.push(id);
    } else {
      writes.push(
        db.profileAnswer.upsert({
          where: { userId_questionId: { userId: user.id, questionId: id } },
          create: { userId: user.id, questionId: id, value: answer },
          update: { value: answer },
        }),
      );
    }
  }
  if (cleared.length > 0) {
    writes.push(db.profileAnswer.deleteMany({ where: { userId: user.id, questionId: { in: cleared } } }));
  }
  await db.$transaction(writes);
  return { success: true, message: PROFILE_UPDATED };
}
