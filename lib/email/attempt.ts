import { db } from "@/lib/db";
import { logger } from "@/lib/log";
import { createResendClient } from "@/lib/providers/resend";
import { type ProviderFailure, isTransientFailure } from "./failures";
import { nextAttemptAt } from "./retry-schedule";

/** The parts of a mail Resend receives. */
export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | null;
};

export type SendOutcome = { providerId: string } | { failure: ProviderFailure };

/** Sends through Resend, which answers its errors rather than throwing them (except a timeout). */
export async function sendThroughResend(
  apiKey: string,
  from: string,
  mail: OutgoingMail,
  outboxId: string,
): Promise<SendOutcome> {
  try {
    const { data, error } = await createResendClient(apiKey).emails.send(
      {
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      },
      // A retried request for the same outbox row is not sent twice.
      { idempotencyKey: outboxId },
    );
    if (!error) return { providerId: data.id };
    return { failure: { statusCode: error.statusCode, message: `${error.name}: ${error.message}` } };
  } catch (error) {
    return { failure: { message: error instanceof Error ? error.message : String(error) } };
  }
}

/** What became of an attempt: delivered, waiting for the next attempt, or given up. */
export type AttemptResult = "sent" | "retrying" | "failed";

/**
 * Writes an attempt's outcome on its outbox row. A transient failure waits for the worker while
 * the next attempt still falls within the mail's lifetime; once sent or given up, the encrypted
 * secret is erased, so the row keeps only the redacted copy.
 */
export async function recordAttempt(
  row: { id: string; purpose: string; attempts: number; expiresAt: Date | null },
  outcome: SendOutcome,
  now: Date,
): Promise<AttemptResult> {
  const done = { secretCiphertext: null, nextAttemptAt: null };
  if ("providerId" in outcome) {
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { status: "sent", providerId: outcome.providerId, sentAt: now, error: null, ...done },
    });
    return "sent";
  }
  const retryAt = nextAttemptAt(row.attempts, now);
  const retry = isTransientFailure(outcome.failure) && (!row.expiresAt || retryAt < row.expiresAt);
  await db.emailOutbox.update({
    where: { id: row.id },
    data: retry
      ? { status: "retrying", error: outcome.failure.message, nextAttemptAt: retryAt }
      : { status: "failed", error: outcome.failure.message, ...done },
  });
  logger.warn(
    {
      outbox_id: row.id,
      purpose: row.purpose,
      attempts: row.attempts,
      provider_error: outcome.failure.message,
      ...(retry ? { next_attempt_at: retryAt.toISOString() } : {}),
    },
    retry ? "e-mail not delivered yet; the outbox retries it" : "e-mail not delivered",
  );
  return retry ? "retrying" : "failed";
}
