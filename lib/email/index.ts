import { env } from "@/lib/config/env";
import { readIntegrationSecrets } from "@/lib/config/integration-secrets";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { createResendClient } from "@/lib/providers/resend";

export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is for: login_code, verification_code, verification_link, contact_copy, ... */
  purpose: string;
  /** The secret the mail carries (a code or a link token); kept only in the outbox of a setup without provider. */
  code?: string;
  replyTo?: string;
};

/** The provider refused the mail or could not be reached. */
export class EmailDeliveryError extends Error {}

const REDACTED = "[redacted]";

/** The Resend key in use: the key saved in the console (read at each send, no restart), else RESEND_API_KEY. */
async function resendApiKey(): Promise<string | undefined> {
  try {
    const stored = await readIntegrationSecrets("resend");
    if (stored.api_key) return stored.api_key;
  } catch (error) {
    logger.error({ err: error }, "stored Resend key unreadable; using the environment");
  }
  return env().RESEND_API_KEY;
}

/** How mail leaves: the provider key in use (none keeps mail in the outbox) and the sender. */
export type MailRoute = { apiKey?: string; from: string };

/** A mail written to email_outbox and not yet handed to the provider. */
export type RecordedEmail = { outboxId: string; message: EmailMessage; route: MailRoute };

/** Read before a transaction that records mail: the stored key is read outside it. */
export async function mailRoute(): Promise<MailRoute> {
  return { apiKey: await resendApiKey(), from: env().MAIL_FROM };
}

/**
 * Writes the mail to email_outbox, in the caller's transaction when given one, so the mail
 * exists exactly when what it announces does. `deliverEmail` sends it once that is committed.
 */
export async function recordEmail(
  message: EmailMessage,
  route: MailRoute,
  client: Prisma.TransactionClient = db,
): Promise<RecordedEmail> {
  // With a real provider the stored copy must not let a database reader use the secret.
  const stored = (value: string) =>
    route.apiKey && message.code ? value.replaceAll(message.code, REDACTED) : value;
  const outbox = await client.emailOutbox.create({
    data: {
      to: message.to,
      from: route.from,
      subject: stored(message.subject),
      html: stored(message.html),
      text: stored(message.text),
      purpose: message.purpose,
      code: route.apiKey ? null : (message.code ?? null),
    },
  });
  return { outboxId: outbox.id, message, route };
}

/**
 * Sends a recorded mail with Resend when a provider is configured; without one the outbox row
 * (with its code) is the delivery, for development and tests. The row records the outcome.
 */
export async function deliverEmail({ outboxId, message, route }: RecordedEmail): Promise<void> {
  if (!route.apiKey) return;
  const outcome = await deliver(route.apiKey, route.from, message, outboxId);
  if ("error" in outcome) {
    await db.emailOutbox.update({
      where: { id: outboxId },
      data: { status: "failed", error: outcome.error },
    });
    logger.warn(
      { outbox_id: outboxId, purpose: message.purpose, provider_error: outcome.error },
      "e-mail not delivered",
    );
    throw new EmailDeliveryError(`E-mail ${outboxId} was not delivered: ${outcome.error}`);
  }
  await db.emailOutbox.update({
    where: { id: outboxId },
    data: { status: "sent", providerId: outcome.providerId, sentAt: new Date() },
  });
}

/**
 * Delivers without making the caller wait: for an answer whose timing must not tell whether a
 * mail was sent. A failure is already recorded on the outbox row and logged; nothing is thrown.
 */
export function deliverEmailLater(recorded: RecordedEmail): void {
  deliverEmail(recorded).catch((error: unknown) => {
    if (error instanceof EmailDeliveryError) return;
    logger.error({ err: error, outbox_id: recorded.outboxId }, "e-mail delivery failed");
  });
}

/** Records the mail in email_outbox and delivers it (see `recordEmail` and `deliverEmail`). */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await deliverEmail(await recordEmail(message, await mailRoute()));
}

/** Sends through Resend, which answers its errors rather than throwing them (except a timeout). */
async function deliver(
  apiKey: string,
  from: string,
  message: EmailMessage,
  outboxId: string,
): Promise<{ providerId: string } | { error: string }> {
  try {
    const { data, error } = await createResendClient(apiKey).emails.send(
      {
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      },
      // A retried request for the same outbox row is not sent twice.
      { idempotencyKey: outboxId },
    );
    return error ? { error: `${error.name}: ${error.message}` } : { providerId: data.id };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
