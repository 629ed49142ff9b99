import { decryptSecret } from "@/lib/config/integration-secrets";
import { db } from "@/lib/db";
import type { EmailOutbox } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { type AttemptResult, recordAttempt, sendThroughResend } from "./attempt";
import { REDACTED, mailRoute } from "./index";
import { SEND_LEASE_MS } from "./retry-schedule";

/** Rows one pass sends at most; the next pass takes the rest. */
const BATCH = 50;
/** How often a running server looks for mail to send again. */
const WORKER_INTERVAL_SECONDS = 5;

/** A row sent or given up keeps only its redacted copy. */
const done = { secretCiphertext: null, nextAttemptAt: null };

export type OutboxPass = Record<AttemptResult, number>;

/**
 * Sends again every mail whose retry is due at `now`, and any whose first send was lost with its
 * process. Safe to run from several instances at once: a row is sent by whoever claims it (a
 * conditional update moving its next attempt past the lease), and Resend's idempotency key (the
 * row id) keeps a retried request from being delivered twice.
 */
export async function deliverDueEmails(now: Date = new Date()): Promise<OutboxPass> {
  const pass: OutboxPass = { sent: 0, retrying: 0, failed: 0 };
  const due = await db.emailOutbox.findMany({
    // A `stored` row with a due next attempt was recorded for sending but its process never
    // reported the outcome (it stopped); rows of a setup without provider have none.
    where: { status: { in: ["stored", "retrying"] }, nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: BATCH,
  });
  // `now` moves on with the pass: one send may take Resend's 10 s timeout, and a claim or a retry
  // time computed from when the pass began could already be past when a later row is reached.
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  for (const row of due) {
    const result = await retry(row, clock);
    if (result) pass[result] += 1;
  }
  return pass;
}

async function retry(row: EmailOutbox, clock: () => Date): Promise<AttemptResult | undefined> {
  const now = clock();
  const unchanged = { id: row.id, status: row.status, nextAttemptAt: row.nextAttemptAt };
  if (row.expiresAt && row.expiresAt <= now) {
    const { count } = await db.emailOutbox.updateMany({
      where: unchanged,
      data: { status: "failed", error: `expired before delivery (${row.error ?? "no answer"})`, ...done },
    });
    if (count === 1) logger.warn({ outbox_id: row.id, purpose: row.purpose }, "e-mail given up: expired");
    return count === 1 ? "failed" : undefined;
  }
  const { count } = await db.emailOutbox.updateMany({
    where: unchanged,
    data: { attempts: { increment: 1 }, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) },
  });
  if (count === 0) return undefined; // another instance claimed it
  const claimed = { ...row, attempts: row.attempts + 1 };

  const route = await mailRoute();
  if (!route.apiKey) {
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { status: "failed", error: "no e-mail provider configured", ...done },
    });
    return "failed";
  }
  let mail;
  try {
    mail = restore(row);
  } catch (error) {
    // Encrypted under another ENCRYPTION_KEY: the mail cannot be rebuilt.
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { status: "failed", error: `secret unreadable: ${String(error)}`, ...done },
    });
    return "failed";
  }
  const outcome = await sendThroughResend(route.apiKey, row.from, mail, row.id);
  return recordAttempt(claimed, outcome, clock());
}

/** The mail as first sent: the stored copy with its secret decrypted back in. */
function restore(row: EmailOutbox) {
  const secret = row.secretCiphertext ? decryptSecret(row.secretCiphertext) : undefined;
  const fill = (value: string) => (secret ? value.replaceAll(REDACTED, secret) : value);
  return {
    to: row.to,
    subject: fill(row.subject),
    html: fill(row.html),
    text: fill(row.text),
    replyTo: row.replyTo,
  };
}

let running = false;

async function pass(): Promise<void> {
  if (running) return; // a slow pass is not overlapped by the next tick
  running = true;
  try {
    await deliverDueEmails();
  } catch (error) {
    logger.error({ err: error }, "outbox retry pass failed");
  } finally {
    running = false;
  }
}

/** Starts the retry passes (every 5 s by default); the timer never keeps the process alive. Returns a stop. */
export function startOutboxWorker(intervalSeconds = WORKER_INTERVAL_SECONDS): () => void {
  const timer = setInterval(() => void pass(), intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
