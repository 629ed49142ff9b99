import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { tooManyRequests } from "@/lib/http/errors";

// Fixed-window counters in rate_limit_counters, so every app instance counts
// the same hits. A row's key is the caller's key plus its window's start; rows of windows that
// are over are never read again, and the retention sweep deletes them (deleteExpiredCounters).

export type RateLimitOutcome = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Counts one hit against `key`; `allowed` is false once `limit` hits fell in the current window. */
export async function consumeRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitOutcome> {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const windowEnd = new Date(windowStart + windowMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_counters (key, count, expires_at)
    VALUES (${`${key}@${windowStart}`}, 1, ${windowEnd})
    ON CONFLICT (key) DO UPDATE SET count = rate_limit_counters.count + 1
    RETURNING count`;
  const count = Number(rows[0]?.count);
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed ? 0 : Math.ceil((windowEnd.getTime() - now) / 1000),
  };
}

/**
 * A limit counted per client address: `limit` times CLIENT_RATE_LIMIT_FACTOR, because one
 * address may stand for many people behind one network.
 */
export function enforceClientRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  detail: string,
): Promise<void> {
  return enforceRateLimit(key, limit * env().CLIENT_RATE_LIMIT_FACTOR, windowSeconds, detail);
}

/** Counts one hit and answers 429 with Retry-After and `detail` once the limit is exceeded. */
export async function enforceRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  detail: string,
): Promise<void> {
  const outcome = await consumeRateLimit(key, limit, windowSeconds);
  if (!outcome.allowed) throw tooManyRequests(detail, outcome.retryAfterSeconds);
}

/** Deletes the counters of windows that are over; the retention sweep calls it. */
export async function deleteExpiredCounters(now: Date = new Date()): Promise<number> {
  const { count } = await db.rateLimitCounter.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
