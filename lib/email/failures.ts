/** What Resend answered, or what stopped the request from reaching it. */
export type ProviderFailure = {
  /** The HTTP status Resend answered; absent when it could not be reached (refused, reset, timed out). */
  statusCode?: number | null;
  message: string;
};

/**
 * Whether a failed send may succeed later, so the outbox retries it: Resend unreachable, a timeout,
 * a 5xx or a 429. Any other 4xx (a bad address, a bad key, a refused sender) fails again on retry.
 */
export function isTransientFailure(failure: ProviderFailure): boolean {
  const status = failure.statusCode;
  if (status === undefined || status === null) return true;
  return status >= 500 || status === 429;
}
