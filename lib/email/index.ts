import { env } from "@/lib/config/env";
import { readIntegrationSecrets } from "@/lib/config/integration-secrets";
import { db } from "@/lib/db";
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

/**
 * Records the mail in email_outbox and, when a provider is configured, sends it with Resend.
 * Without a provider the outbox row (with its code) is the delivery, for development and tests.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const apiKey = await resendApiKey();
  const from = env().MAIL_FROM;
  // With a real provider the stored copy must not let a database reader use the secret.
  const stored = (value: string) =>
    apiKey && message.code ? value.replaceAll(message.code, REDACTED) : value;
  const outbox = await db.emailOutbox.create({
    data: {
      to: message.to,
      from,
      subject: stored(message.subject),
      html: stored(message.html),
      text: stored(message.text),
      purpose: message.purpose,
      code: apiKey ? null : (message.code ?? null),
    },
  });
  if (!apiKey) return;

  const outcome = await deliver(apiKey, from, message, outbox.id);
  if ("error" in outcome) {
    await db.emailOutbox.update({
      where: { id: outbox.id },
      data: { status: "failed", error: outcome.error },
    });
    logger.warn(
      { outbox_id: outbox.id, purpose: message.purpose, provider_error: outcome.error },
      "e-mail not delivered",
    );
    throw new EmailDeliveryError(`E-mail ${outbox.id} was not delivered: ${outcome.error}`);
  }
  await db.emailOutbox.update({
    where: { id: outbox.id },
    data: { status: "sent", providerId: outcome.providerId, sentAt: new Date() },
  });
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
