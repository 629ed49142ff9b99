import type { AnalysisInput } from "@/lib/ai/types";
import { db } from "@/lib/db";

/** The user's questionnaire answers by question text, as the model reads them; the name is left out. */
export async function profileForAnalysis(userId: string): Promise<AnalysisInput["profile"]> {
  const rows = await db.profileAnswer.findMany({
    where: { userId, question: { isActive: true } },
    select: { value: true, question: { select: { question: true } } },
    orderBy: { question: { orderIndex: "asc" } },
  });
  return Object.fromEntries(
    rows.map((row) => [row.question.question, row.value as string | number | string[]]),
  );
}
