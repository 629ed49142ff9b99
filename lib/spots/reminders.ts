import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { EmailDeliveryError, deliverEmail, mailRoute, recordEmail, type RecordedEmail } from "@/lib/email";
import { spotReminderEmail } from "@/lib/email/templates";
import type { BodySite } from "@/lib/generated/prisma/enums";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { logger } from "@/lib/log";
import { claimLease } from "@/lib/scheduler/lease";
import { unsubscribeToken } from "./unsubscribe";

// Reminders to check a spot again (docs/spots.md, "Reminders"). When a spot falls due (its due
// date as lib/spots/due.ts computes it, here in SQL so the database finds the due spots in order),
// its owner gets one e-mail for that due date: the e-mail is recorded in the same transaction as a
// conditional update of `reminder_sent_for`, so of two instances (or two passes) only one records
// it. A new check moves the due date, and the next date has its own reminder. Every instance has
// the hourly timer; the one that claims the lease runs the pass.

export const REMINDER_LEASE = "spot-reminders";
const RUN_INTERVAL_MS = 60 * 60 * 1000;
// A little under the interval, so the next hour's timer finds the lease expired whichever instance fires first.
const REMINDER_LEASE_SECONDS = RUN_INTERVAL_MS / 1000 - 5 * 60;
const FIRST_RUN_DELAY_SECONDS = 120;
/** Spots read at a time; each reminder is its own short transaction. */
export const REMINDER_BATCH = 50;
/** Bounded work per pass: a backlog (a long outage) is sent over the next hours, oldest due first. */
export const REMINDERS_PER_RUN = 500;
/** A reminder the provider could not take at once is still worth sending a few days late. */
const REMINDER_MAIL_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/** Where the e-mail's links lead, in its language: a new check of the spot, and the end of the reminders. */
export const checkAgainUrl = (spotId: string, locale: Locale) =>
  `${env().APP_URL}${localizedPath("/upload", locale)}?spot=${spotId}`;
export const unsubscribeUrl = (userId: string, locale: Locale) =>
  `${env().APP_URL}${localizedPath("/unsubscribe/reminders", locale)}?token=${unsubscribeToken(userId)}`;

// created_at and the other timestamps hold UTC without a zone: compare and write plain timestamps,
// whatever the session's zone, and read the due date back as text in UTC.
const timestamp = (date: Date) => date.toISOString().replace("T", " ").replace("Z", "");
const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

type DueSpot = {
  id: string;
  user_id: string;
  email: string;
  /** The owner's saved language, else that of their newest report, else English (docs/i18n.md, "E-mails"). */
  language: string | null;
  label: string;
  body_site: BodySite;
  reminder_interval_days: number;
  due: string;
};

/**
 * The spots due by `now` whose due date has had no reminder, of people who may be reminded
 * (not blocked, reminders on), in due order after `after`. A spot's checks are its owner's reports
 * on it still listed for them (lib/reports/visibility.ts ownReportsWhere), as the API counts them.
 */
async function dueSpots(now: Date, after: { due: string; id: string } | null, limit: number) {
  const at = timestamp(now);
  const from = after ?? { due: "1970-01-01T00:00:00.000Z", id: "00000000-0000-0000-0000-000000000000" };
  return db.$queryRaw<DueSpot[]>`
    SELECT s.id, s.user_id, u.email, s.label, s.body_site, s.reminder_interval_days,
           to_char(d.due, ${ISO_UTC}) AS due,
           COALESCE(u.language,
             (SELECT r.language FROM reports r WHERE r.user_id = u.id ORDER BY r.created_at DESC LIMIT 1)
           ) AS language
    FROM spots s
    JOIN users u ON u.id = s.user_id
    CROSS JOIN LATERAL (
      SELECT COALESCE(
        (SELECT max(r.created_at) FROM reports r
          WHERE r.spot_id = s.id AND r.user_id = s.user_id AND NOT r.disabled
            AND r.superseded_by_id IS NULL AND (r.expires_at IS NULL OR r.expires_at > ${at}::timestamp)),
        s.created_at) + s.reminder_interval_days * interval '1 day' AS due
    ) d
    WHERE s.reminder_interval_days IS NOT NULL AND NOT u.blocked AND u.spot_reminders
      AND d.due <= ${at}::timestamp
      AND s.reminder_sent_for IS DISTINCT FROM d.due
      AND (d.due, s.id) > (${timestamp(new Date(from.due))}::timestamp, ${from.id}::uuid)
    ORDER BY d.due, s.id
    LIMIT ${limit}`;
}

/**
 * Records one spot's reminder: marks its due date as reminded unless another pass did, and writes
 * the e-mail in the same transaction. Answers the recorded mail, or null when it was not this
 * pass's to send (already sent for that date, or the person was blocked or turned reminders off
 * since the spot was read).
 */
async function recordReminder(spot: DueSpot, now: Date): Promise<RecordedEmail | null> {
  const route = await mailRoute();
  const due = timestamp(new Date(spot.due));
  const locale = isLocale(spot.language) ? spot.language : DEFAULT_LOCALE;
  const content = await spotReminderEmail(
    {
      label: spot.label,
      site: spot.body_site,
      intervalDays: spot.reminder_interval_days,
      checkUrl: checkAgainUrl(spot.id, locale),
      unsubscribeUrl: unsubscribeUrl(spot.user_id, locale),
    },
    locale,
  );
  return db.$transaction(async (tx) => {
    // Under concurrent passes the second waits for the first's row lock, then finds the date set.
    const claimed = await tx.$executeRaw`
      UPDATE spots s SET reminder_sent_for = ${due}::timestamp
      FROM users u
      WHERE s.id = ${spot.id}::uuid AND u.id = s.user_id AND NOT u.blocked AND u.spot_reminders
        AND s.reminder_sent_for IS DISTINCT FROM ${due}::timestamp`;
    if (claimed === 0) return null;
    return recordEmail(
      {
        to: spot.email,
        ...content,
        purpose: "spot_reminder",
        // The unsubscribe token is the mail's secret: kept out of the stored copy with a provider.
        code: unsubscribeToken(spot.user_id),
        expiresAt: new Date(now.getTime() + REMINDER_MAIL_LIFETIME_MS),
      },
      route,
      tx,
    );
  });
}

/** Hands a recorded reminder to the provider; a failure is on its outbox row, which the worker retries. */
async function deliver(recorded: RecordedEmail): Promise<void> {
  try {
    await deliverEmail(recorded);
  } catch (error) {
    if (error instanceof EmailDeliveryError) return;
    logger.error({ err: error, outbox_id: recorded.outboxId }, "spot reminder delivery failed");
  }
}

/**
 * One pass: e-mails the owner of every spot due by `now` (at most REMINDERS_PER_RUN, earliest due
 * first) once for its due date. Safe to run on several instances at once.
 */
export async function sendDueSpotReminders(now: Date = new Date()): Promise<{ sent: number }> {
  let sent = 0;
  let after: { due: string; id: string } | null = null;
  for (let read = 0; read < REMINDERS_PER_RUN;) {
    const batch = await dueSpots(now, after, Math.min(REMINDER_BATCH, REMINDERS_PER_RUN - read));
    if (batch.length === 0) break;
    read += batch.length;
    for (const spot of batch) {
      const recorded = await recordReminder(spot, now);
      if (!recorded) continue;
      sent += 1;
      await deliver(recorded);
    }
    const last = batch.at(-1)!;
    after = { due: last.due, id: last.id };
  }
  return { sent };
}

/** The timer's pass: sends the reminders when this instance claims the lease; answers whether it ran. */
export async function sendRemindersIfLeaseClaimed(now: Date = new Date(), holder?: string) {
  if (!(await claimLease(REMINDER_LEASE, REMINDER_LEASE_SECONDS, holder))) {
    logger.info("spot reminders skipped: another instance sends them");
    return null;
  }
  const result = await sendDueSpotReminders(now);
  logger.info({ sent: result.sent }, "spot reminders sent");
  return result;
}

async function pass(): Promise<void> {
  try {
    await sendRemindersIfLeaseClaimed();
  } catch (error) {
    logger.error({ err: error }, "spot reminders failed");
  }
}

/** Starts the hourly reminder pass; the timers never keep the process alive. */
export function startSpotReminders(firstDelaySeconds = FIRST_RUN_DELAY_SECONDS): void {
  setTimeout(() => void pass(), firstDelaySeconds * 1000).unref();
  setInterval(() => void pass(), RUN_INTERVAL_MS).unref();
}
