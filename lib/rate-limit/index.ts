import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { tooManyRequests } from "@/lib/errors/http-error";

// Fixed-window counters in rate_limit_counters, so every app instance counts
// the same hits. A row's key is the caller's key plus its window's start; rows of windows that
// are over are never read again, and the retention sweep deletes them (deleteExpiredCounters).

export type RateLimitOutcome = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** One limit: at most `limit` hits on `key` in each window of `windowSeconds`. */
export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/** Rules counted together: at least one, each key once. */
export type RateLimitRules = readonly [RateLimitRule, ...RateLimitRule[]];

/**
 * Counts one hit against each rule in order, in one statement, and stops at the first that
 * refuses: its outcome is the answer, and the rules after it are not counted. The order is the
 * anti-abuse design (a client refused on its own budget must not spend an address's budget
 * shared by every client), and one statement keeps it at one round trip. When all allow,
 * `remaining` is the least any of them has left.
 */
export async function consumeRateLimits(rules: RateLimitRules): Promise<RateLimitOutcome> {
  const { allowed, remaining, retryAfterSeconds } = await consumeRateLimitsThen(rules);
  return { allowed, remaining, retryAfterSeconds };
}

/**
 * A data-changing statement to run only when every rule allows, given the SQL condition that says
 * so (to AND into its WHERE); it must end in RETURNING, and its rows are counted. It may write only
 * tables no cached read depends on (UNRELATED_MODELS in lib/db/read-cache.ts): a raw query outside
 * a transaction does not drop the read cache.
 */
export type GuardedStatement = (allowed: Prisma.Sql) => Prisma.Sql;

/**
 * consumeRateLimits, and in the same statement, when every rule allows, `guarded`: the work the
 * limits stand in front of (a code's try) costs no round trip of its own, and is never done for a
 * refused hit. `changed` is the number of rows it returned (0 when refused or not given).
 */
export async function consumeRateLimitsThen(
  rules: RateLimitRules,
  guarded?: GuardedStatement,
): Promise<RateLimitOutcome & { changed: number }> {
  // PostgreSQL refuses to update one row twice in a statement; two rules on one key are a mistake.
  if (new Set(rules.map((rule) => rule.key)).size !== rules.length) {
    throw new Error(`rate limit keys repeat: ${rules.map((rule) => rule.key).join(", ")}`);
  }
  const now = Date.now();
  const windows = rules.map((rule) => {
    const windowMs = rule.windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    return { ...rule, rowKey: `${rule.key}@${start}`, end: new Date(start + windowMs) };
  });
  // Counter i is within its limit; a counter not reached reads NULL, so the condition is not true.
  const within = (i: number) =>
    Prisma.sql`(SELECT count FROM ${Prisma.raw(`c${i}`)}) <= ${windows[i]!.limit}`;
  // Each counter's insert runs only when the one before it is still within its limit, so the last
  // one within its limit means every one is.
  const steps = windows.map((w, i) => {
    const reached = i > 0 ? Prisma.sql`WHERE ${within(i - 1)}` : Prisma.empty;
    return Prisma.sql`${Prisma.raw(`c${i}`)} AS (
      INSERT INTO rate_limit_counters (key, count, expires_at)
      SELECT ${w.rowKey}::text, 1, ${w.end}::timestamp(3) ${reached}
      ON CONFLICT (key) DO UPDATE SET count = rate_limit_counters.count + 1
      RETURNING count)`;
  });
  if (guarded) steps.push(Prisma.sql`guarded AS (${guarded(within(windows.length - 1))})`);
  const counts = windows.map((_, i) => Prisma.raw(`(SELECT count FROM c${i})`));
  const changedRows = guarded ? Prisma.sql`(SELECT count(*) FROM guarded)::int` : Prisma.sql`0`;
  const [row] = await db.$queryRaw<{ counts: (number | null)[]; changed: number }[]>`
    WITH ${Prisma.join(steps, ", ")}
    SELECT ARRAY[${Prisma.join(counts, ", ")}]::int[] AS counts, ${changedRows} AS changed`;
  const left = windows.map((w, i) => w.limit - Number(row?.counts[i]));
  const refused = left.findIndex((remaining) => remaining < 0);
  const changed = Number(row?.changed ?? 0);
  if (refused === -1) return { allowed: true, remaining: Math.min(...left), retryAfterSeconds: 0, changed };
  const retryAfterSeconds = Math.ceil((windows[refused]!.end.getTime() - now) / 1000);
  return { allowed: false, remaining: 0, retryAfterSeconds, changed };
}

/**
 * `rule` counted per client address: its limit times CLIENT_RATE_LIMIT_FACTOR, because one
 * address may stand for many people behind one network.
 */
export function perClient(rule: RateLimitRule): RateLimitRule {
  return { ...rule, limit: rule.limit * env().CLIENT_RATE_LIMIT_FACTOR };
}

/** enforceRateLimit for a limit counted per client address (see perClient). */
export function enforceClientRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  detail: string,
): Promise<void> {
  return enforceRateLimits([perClient({ key, limit, windowSeconds })], detail);
}

/** Counts one hit and answers 429 with Retry-After and `detail` once the limit is exceeded. */
export function enforceRateLimit(key: string, limit: number, windowSeconds: number, detail: string) {
  return enforceRateLimits([{ key, limit, windowSeconds }], detail);
}

/** consumeRateLimits, answering 429 with Retry-After and `detail` when a rule refuses. */
export async function enforceRateLimits(rules: RateLimitRules, detail: string): Promise<void> {
  const outcome = await consumeRateLimits(rules);
  if (!outcome.allowed) throw tooManyRequests(detail, outcome.retryAfterSeconds);
}

/** Deletes the counters of windows that are over; the retention sweep calls it. */
export async function deleteExpiredCounters(now: Date = new Date()): Promise<number> {
  const { count } = await db.rateLimitCounter.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
