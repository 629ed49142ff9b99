import type { Prisma } from "@/lib/generated/prisma/client";
import { keyedHash, mailboxHash } from "@/lib/users/mailbox";
import { startOfDay, startOfMonth } from "@/lib/time/calendar";
import { DAILY_FAIR_USE_REACHED, MONTHLY_FAIR_USE_REACHED, type AnalysisRules } from "./permissions";

// Free summaries are counted in rate_limit_counters (one row per subject and UTC day or month), so
// every app instance agrees: a visitor per client address, a signed-in user per mailbox
// (lib/users/mailbox.ts), so "+tag" aliases of one inbox share one allowance. A count outlives a
// deleted account, as it outlives a visitor's cleared browser.

/** Whose free summaries are counted: a visitor's address, or the mailbox of a signed-in user's address. */
export type FairUseSubject = { visitorIp: string } | { email: string };

function subjectKey(subject: FairUseSubject): string {
  // Keyed hashes: the table never holds an address or a mailbox.
  return "visitorIp" in subject
    ? `visitor:${keyedHash("fair-use", subject.visitorIp).slice(0, 32)}`
    : `mailbox:${mailboxHash("fair-use", subject.email).slice(0, 32)}`;
}

function fairUseWindows(subject: FairUseSubject, now: Date) {
  const key = subjectKey(subject);
  const day = startOfDay(now);
  const month = startOfMonth(now);
  return {
    day: {
      key: `fair-use:${key}:day:${day.toISOString().slice(0, 10)}`,
      expiresAt: new Date(day.getTime() + 24 * 60 * 60 * 1000),
    },
    month: {
      key: `fair-use:${key}:month:${month.toISOString().slice(0, 7)}`,
      expiresAt: new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1)),
    },
  };
}

/** Successful free summaries of this subject today and this month. */
export async function freeSummariesUsed(
  client: Prisma.TransactionClient,
  subject: FairUseSubject,
  now: Date,
): Promise<{ today: number; thisMonth: number }> {
  const windows = fairUseWindows(subject, now);
  const rows = await client.rateLimitCounter.findMany({
    where: { key: { in: [windows.day.key, windows.month.key] } },
  });
  const count = (key: string) => rows.find((r) => r.key === key)?.count ?? 0;
  return { today: count(windows.day.key), thisMonth: count(windows.month.key) };
}

async function incrementBelow(
  tx: Prisma.TransactionClient,
  window: { key: string; expiresAt: Date },
  limit: number,
): Promise<boolean> {
  const rows = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_counters (key, count, expires_at)
    VALUES (${window.key}, 1, ${window.expiresAt})
    ON CONFLICT (key) DO UPDATE SET count = rate_limit_counters.count + 1
    WHERE rate_limit_counters.count < ${limit}
    RETURNING count`;
  return rows.length === 1;
}

/**
 * Counts one more free summary for this subject, only if both limits allow it; returns the
 * refusal otherwise. Run inside the report's transaction, so a refused or failed report counts
 * nothing.
 */
export async function countFreeSummary(
  tx: Prisma.TransactionClient,
  subject: FairUseSubject,
  rules: Pick<AnalysisRules, "fair_use_limit_daily" | "fair_use_limit_monthly">,
  now: Date,
): Promise<string | null> {
  const windows = fairUseWindows(subject, now);
  if (!(await incrementBelow(tx, windows.day, rules.fair_use_limit_daily))) return DAILY_FAIR_USE_REACHED;
  if (!(await incrementBelow(tx, windows.month, rules.fair_use_limit_monthly)))
    return MONTHLY_FAIR_USE_REACHED;
  return null;
}
