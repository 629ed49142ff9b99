import { env } from "@/lib/config/env";
import { encryptSecret, readIntegrationSecrets } from "@/lib/config/integration-secrets";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { recordAttempt, sendThroughResend } from "./attempt";
import { DEFAULT_MAIL_LIFETIME_MS, SEND_LEASE_MS } from "./retry-schedule";

export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is for: login_code, verification_code, verification_link, contact_copy, ... */
  purpose: string;
  /**
   * The secret the mail carries (a code or a link token): in plain text only in the outbox of a
   * setup without provider; with one, encrypted until the mail is sent or given up.
   */
  code?: string;
  replyTo?: string;
  /** Until when the mail is worth sending: its secret's lifetime; 24 h when omitted. */
  expiresAt?: Date;
};

/** The provider refused the mail or could not be reached. */
export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    /** The failure was transient: the outbox sends the mail again once the provider is back. */
    readonly retrying: boolean,
  ) {
    super(message);
  }
}

/** What stands for the secret in the stored copy; a retry puts the decrypted secret back. */
export const REDACTED = "[redacted]";

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

/** Whether mail goes to Resend: a key saved in the console or RESEND_API_KEY (read as each send reads it). */
export async function emailProviderConfigured(): Promise<boolean> {
  return Boolean(await resendApiKey());
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
      // Kept encrypted only while the mail may still need a retry.
      secretCiphertext: route.apiKey && message.code ? encryptSecret(message.code) : null,
      replyTo: message.replyTo ?? null,
      expiresAt: message.expiresAt ?? new Date(Date.now() + DEFAULT_MAIL_LIFETIME_MS),
      // Should the process stop before `deliverEmail` reports, the outbox worker sends it then.
      nextAttemptAt: route.apiKey ? new Date(Date.now() + SEND_LEASE_MS) : null,
    },
  });
  return { outboxId: outbox.id, message, route };
}

/**
 * Sends a recorded mail with Resend when a provider is configured; without one the outbox row
 * (with its code) is the delivery, for development and tests. The row records the outcome: a
 * transient failure leaves it for the outbox worker (`deliverDueEmails`) and throws an
 * EmailDeliveryError whose `retrying` is true; a permanent one marks it failed.
 */
export async function deliverEmail({ outboxId, message, route }: RecordedEmail): Promise<void> {
  if (!route.apiKey) return;
  const outcome = await sendThroughResend(route.apiKey, route.from, message, outboxId);
  const row = await db.emailOutbox.update({
    where: { id: outboxId },
    data: { attempts: { increment: 1 } },
    select: { id: true, purpose: true, attempts: true, expiresAt: true },
  });
  const result = await recordAttempt(row, outcome, new Date());
  if ("failure" in outcome) {
    throw new EmailDeliveryError(
      `E-mail ${outboxId} was not delivered: ${outcome.failure.message}`,
      result === "retrying",
    );
  }
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
