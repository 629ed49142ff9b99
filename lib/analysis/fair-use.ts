import { createHmac } from "node:crypto";
import { encryptionKey } from "@/lib/config/secrets";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startOfMonth } from "@/lib/users/usage";
import { DAILY_FAIR_USE_REACHED, MONTHLY_FAIR_USE_REACHED, type AnalysisRules } from "./permissions";

// Free summaries of visitors are counted per client address in
// rate_limit_counters (one row per address and UTC day or month), so every
// app instance agrees. Signed-in users are counted by their reports instead.

export function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function visitorWindows(ip: string, now: Date) {
  // Keyed hash: the table never holds a visitor's address.
  const visitor = createHmac("sha256", encryptionKey()).update(`fair-use:${ip}`).digest("hex").slice(0, 32);
  const day = startOfDay(now);
  const month = startOfMonth(now);
  return {
    day: {
      key: `fair-use:visitor:${visitor}:day:${day.toISOString().slice(0, 10)}`,
      expiresAt: new Date(day.getTime() + 24 * 60 * 60 * 1000),
    },
    month: {
      key: `fair-use:visitor:${visitor}:month:${month.toISOString().slice(0, 7)}`,
      expiresAt: new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1)),
    },
  };
}

/** Successful free summaries from this address today and this month. */
export async function visitorFreeSummaries(
  client: Prisma.TransactionClient,
  ip: string,
  now: Date,
): Promise<{ today: number; thisMonth: number }> {
  const windows = visitorWindows(ip, now);
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
 * Counts one more free summary for this address, only if both limits allow
 * it; returns the refusal otherwise. Run inside the report's transaction, so
 * a refused or failed report counts nothing.
 */
export async function countVisitorFreeSummary(
  tx: Prisma.TransactionClient,
  ip: string,
  rules: Pick<AnalysisRules, "fair_use_limit_daily" | "fair_use_limit_monthly">,
  now: Date,
): Promise<string | null> {
  const windows = visitorWindows(ip, now);
  if (!(await incrementBelow(tx, windows.day, rules.fair_use_limit_daily))) return DAILY_FAIR_USE_REACHED;
  if (!(await incrementBelow(tx, windows.month, rules.fair_use_limit_monthly)))
    return MONTHLY_FAIR_USE_REACHED;
  return null;
}
