import { eurosFromCents } from "@/lib/billing/money";
import { db } from "@/lib/db";
import type { Settings } from "@/lib/settings";

// The console dashboard beyond the seven stats: the monthly recurring revenue and the
// reports and revenue of each of the last 30 days.

export const DAILY_ACTIVITY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spec's monthly recurring revenue, in cents: active subscriptions times the monthly subscription price. */
export function monthlyRecurringRevenueCents(
  activeSubscriptions: number,
  settings: Pick<Settings, "subscription_price_cents">,
): number {
  return activeSubscriptions * settings.subscription_price_cents;
}

export type DailyActivity = { date: string; reports: number; revenue: number };

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * GET /api/admin/stats/daily: one entry per UTC day, oldest first, today last, with the reports
 * created and the revenue of completed payments that day (days without any are zero).
 * Two grouped queries on the created_at indexes of reports and payments.
 */
export async function dailyActivity(now: Date = new Date()): Promise<{ days: DailyActivity[] }> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (DAILY_ACTIVITY_DAYS - 1) * DAY_MS;
  // created_at holds UTC without a zone: compare with a plain timestamp, whatever the session's zone.
  const from = `${utcDate(first)} 00:00:00`;
  const [reports, revenue] = await Promise.all([
    db.$queryRaw<{ day: string; count: number }[]>`
      SELECT to_char(date_trunc('day', created_at), 'YYYY-MM-DD') AS day, count(*)::int AS count
      FROM reports WHERE created_at >= ${from}::timestamp GROUP BY 1`,
    db.$queryRaw<{ day: string; cents: string }[]>`
      SELECT to_char(date_trunc('day', created_at), 'YYYY-MM-DD') AS day, sum(amount_cents)::text AS cents
      FROM payments WHERE status = 'completed' AND created_at >= ${from}::timestamp GROUP BY 1`,
  ]);
  const reportsOn = new Map(reports.map((row) => [row.day, row.count]));
  const revenueOn = new Map(revenue.map((row) => [row.day, eurosFromCents(Number(row.cents))]));
  return {
    days: Array.from({ length: DAILY_ACTIVITY_DAYS }, (_, i) => {
      const date = utcDate(first + i * DAY_MS);
      return { date, reports: reportsOn.get(date) ?? 0, revenue: revenueOn.get(date) ?? 0 };
    }),
  };
}
