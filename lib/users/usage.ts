import { db } from "@/lib/db";

/** The first instant of the calendar month (UTC) that contains `now`. */
export function startOfMonth(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export type UserUsage = { reportCount: number; fairUseCount: number };

/** How many reports the user has, and how many free summaries they made this month. */
export async function userUsage(userId: string, now: Date = new Date()): Promise<UserUsage> {
  const [reportCount, fairUseCount] = await Promise.all([
    db.report.count({ where: { userId } }),
    db.report.count({ where: { userId, charge: "free_summary", createdAt: { gte: startOfMonth(now) } } }),
  ]);
  return { reportCount, fairUseCount };
}
