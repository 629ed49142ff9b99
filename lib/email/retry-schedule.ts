/** Seconds between attempts: after the 1st failed send 5 s, then 15 s, 30 s, 60 s, 2 min, then every 5 min. */
export const RETRY_DELAYS_SECONDS = [5, 15, 30, 60, 120, 300] as const;

/**
 * A mail being sent is not due for the worker before this: longer than a send may take (10 s
 * timeout), so only a send lost with its process (or instance) is taken over.
 */
export const SEND_LEASE_MS = 60_000;

/** How long a mail without a secret of its own stays worth sending (a link's lifetime is the same). */
export const DEFAULT_MAIL_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** When to try again after `attempts` failed sends. */
export function nextAttemptAt(attempts: number, now: Date): Date {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return new Date(now.getTime() + RETRY_DELAYS_SECONDS[index]! * 1000);
}
