import type { DynamicQuestion } from "@/lib/ai/types";
import { db } from "@/lib/db";
import { Prisma, type Report } from "@/lib/generated/prisma/client";
import { conflict, unprocessable } from "@/lib/http/errors";
import { serializeAnalysis } from "./serialize";

// A client that retries an analysis (a timeout, a lost answer) sends the same
// Idempotency-Key and gets the report it already paid for, not a second charge.

export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for another kind of report.";
const MAX_KEY_LENGTH = 255;

/** The request's Idempotency-Key header, if any. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.headers.get("idempotency-key")?.trim();
  if (!key) return undefined;
  if (key.length > MAX_KEY_LENGTH) {
    throw unprocessable(`Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`);
  }
  return key;
}

export function isIdempotencyConflict(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === "P2002" &&
    JSON.stringify(error.meta ?? {}).includes("idempotency_key")
  );
}

type StoredContent = { content: string; title: string; progress_commentary: string | null; mock: boolean };

/** The answer first given for this key, or null when the key is new. */
export async function earlierAnalysis(userId: string, key: string, kind: Report["reportType"]) {
  const report = await db.report.findUnique({
    where: { userId_idempotencyKey: { userId, idempotencyKey: key } },
    include: { photos: { orderBy: { position: "asc" }, select: { photoId: true } } },
  });
  if (!report) return null;
  if (report.reportType !== kind) throw conflict(IDEMPOTENCY_KEY_REUSED);
  const content = report.content as StoredContent;
  return serializeAnalysis(
    report,
    report.photos.map((p) => p.photoId),
    {
      title: content.title,
      content: content.content,
      progressCommentary: content.progress_commentary ?? undefined,
      mock: content.mock,
      dynamicQuestions: report.dynamicQuestions as DynamicQuestion[],
      promptUsed: report.aiPromptUsed ?? "",
      model: report.aiModel ?? "",
    },
  );
}
