import { Resend } from "resend";
import { ConfigError, env } from "../config/env";

/** Resend's SDK has no timeout of its own; a stuck send would otherwise hold its request for minutes. */
const RESEND_TIMEOUT_MS = 10_000;

class ResendWithTimeout extends Resend {
  override fetchRequest<T>(path: string, options: { signal?: AbortSignal } = {}) {
    return super.fetchRequest<T>(path, {
      ...options,
      signal: options.signal ?? AbortSignal.timeout(RESEND_TIMEOUT_MS),
    });
  }
}

/**
 * The Resend client the app uses; the key defaults to RESEND_API_KEY and baseUrl to RESEND_BASE_URL
 * (passed as the SDK's baseUrl option, so tests can point one client at a fake without touching
 * process.env). No automatic retries: a POST /emails retried after a lost response sends the mail
 * twice unless the caller passes an idempotencyKey.
 */
export function createResendClient(
  apiKey: string | undefined = env().RESEND_API_KEY,
  baseUrl: string | undefined = env().RESEND_BASE_URL,
): Resend {
  if (!apiKey) throw new ConfigError("RESEND_API_KEY is not set");
  return new ResendWithTimeout(apiKey, baseUrl ? { baseUrl } : undefined);
}
