import { freeSummariesUsed } from "@/lib/analysis/fair-use";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";

export type UserUsage = { reportCount: number; fairUseCount: number };

/** How many reports the user has, and how many free summaries their mailbox made this month. */
export async function userUsage(
  user: Pick<User, "id" | "email">,
  now: Date = new Date(),
): Promise<UserUsage> {
  const [reportCount, free] = await Promise.all([
    db.report.count({ where: { userId: user.id } }),
    freeSummariesUsed(db, { email: user.email }, now),
  ]);
  return { reportCount, fairUseCount: free.thisMonth };
}
