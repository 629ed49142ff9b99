import { z } from "zod";
import { isAdmin } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { HttpError, conflict, forbidden, notFound, unprocessable } from "@/lib/errors/http-error";
import { plainText } from "@/lib/validation/text";
import { REPORT_NOT_FOUND, isReportHidden, reportAccess } from "./access";
import { visitorSecretMatches } from "./visitor-secret";
import { findReport } from "./rows";
import { expireShownReports } from "./shown";

// Answers to a report's dynamic questions (POST /api/reports/{id}/answers).
// A signed-in owner may answer (and change answers) at any time. A visitor's
// report has no account behind it: only the holder of its creator secret
// (handed out with the report, sent as `creator_secret` in the body) may
// answer, once, within a short window after it was made.

export const ANONYMOUS_ANSWER_WINDOW_MINUTES = 30;
export const ANSWERS_NOT_ALLOWED = "Only the owner of this report can answer its questions";
export const ANSWERS_ALREADY_GIVEN = "The questions of this report have already been answered";
export const TEXT_ANSWER_MAX_LENGTH = 1000;

const DynamicQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(["select", "number", "text"]),
  options: z.array(z.string()).catch([]),
});
const DynamicQuestionsSchema = z.array(DynamicQuestionSchema).catch([]);

type DynamicQuestion = z.output<typeof DynamicQuestionSchema>;
type Answer = string | number;

function checkedAnswer(question: DynamicQuestion, value: unknown): Answer | null {
  if (value === null || value === "") return null;
  const schema =
    question.type === "select"
      ? z.string().refine((v) => question.options.includes(v), { error: "must be one of the options" })
      : question.type === "number"
        ? z.coerce.number({ error: "must be a number" }).finite()
        : plainText({ error: "must be text" }).trim().max(TEXT_ANSWER_MAX_LENGTH);
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw unprocessable(`${question.id}: ${parsed.error.issues[0]?.message ?? "is invalid"}`);
  return parsed.data;
}

/**
 * Why this caller may not answer now, or null when they may. Someone who may not see the
 * report (`visible` false) is told it does not exist, as when they open it.
 */
function answerRefusal(
  report: { userId: string | null; createdAt: Date; creatorKeyHash: string | null },
  caller: { user: User | null; creatorSecret: string | undefined; visible: boolean },
  alreadyAnswered: boolean,
  now: Date,
): HttpError | null {
  const { user } = caller;
  if (isAdmin(user)) return null;
  const notAllowed = () =>
    caller.visible ? forbidden(ANSWERS_NOT_ALLOWED, "answers_closed") : notFound(REPORT_NOT_FOUND);
  if (report.userId) return user?.id === report.userId ? null : notAllowed();
  if (!visitorSecretMatches(report.creatorKeyHash, caller.creatorSecret)) return notAllowed();
  const windowEnd = report.createdAt.getTime() + ANONYMOUS_ANSWER_WINDOW_MINUTES * 60_000;
  if (now.getTime() > windowEnd) return forbidden(ANSWERS_NOT_ALLOWED, "answers_closed");
  return alreadyAnswered ? conflict(ANSWERS_ALREADY_GIVEN, "answers_given") : null;
}

export async function saveReportAnswers(
  user: User | null,
  reportId: string,
  { answers, creator_secret: creatorSecret }: { answers: Record<string, unknown>; creator_secret?: string },
  now: Date = new Date(),
) {
  const report = await findReport(reportId);
  if (!report || (isReportHidden(report, now) && !isAdmin(user))) throw notFound(REPORT_NOT_FOUND);

  const questions = new Map(DynamicQuestionsSchema.parse(report.dynamicQuestions).map((q) => [q.id, q]));
  const stored = (report.questionsAnswers ?? {}) as Record<string, Prisma.JsonValue>;
  const alreadyAnswered = [...questions.keys()].some((id) => id in stored);
  const visible = reportAccess(report, user, undefined, now) !== null;
  const refusal = answerRefusal(report, { user, creatorSecret, visible }, alreadyAnswered, now);
  if (refusal) throw refusal;

  const given: Record<string, Answer> = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = questions.get(id);
    if (!question) throw unprocessable(`Unknown question: ${id}`);
    const answer = checkedAnswer(question, value);
    if (answer !== null) given[id] = answer;
  }
  const merged = { ...stored, ...given };
  // Written only if nobody changed the report since it was read: two racing answers cannot both land.
  const { count } = await db.report.updateMany({
    where: { id: report.id, updatedAt: report.updatedAt },
    data: { questionsAnswers: merged },
  });
  if (count === 0) throw conflict(ANSWERS_ALREADY_GIVEN, "answers_given");
  await expireShownReports([report.id]);
  return { report_id: report.id, questions_answers: merged };
}
