import { db } from "@/lib/db";
import { eurosFromCents } from "@/lib/billing/money";
import { activeSubscriptionWhere, payingUserWhere } from "@/lib/billing/paying-users";
import { startOfMonth } from "@/lib/time/calendar";

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** The console dashboard's figures, computed from the database. */
export async function adminStats(now: Date = new Date()) {
  const [totalUsers, payingUsers, totalReports, revenue, activeSubscriptions, reportsThisMonth] =
    await Promise.all([
      db.user.count(),
      db.user.count({ where: payingUserWhere(now) }),
      db.report.count(),
      db.payment.aggregate({ where: { status: "completed" }, _sum: { amountCents: true } }),
      db.user.count({ where: activeSubscriptionWhere(now) }),
      db.report.count({ where: { createdAt: { gte: startOfMonth(now) } } }),
    ]);
  return {
    total_users: totalUsers,
    paying_users: payingUsers,
    total_reports: totalReports,
    conversion_rate: totalUsers === 0 ? 0 : roundTo2((payingUsers / totalUsers) * 100),
    total_revenue: eurosFromCents(revenue._sum.amountCents ?? 0),
    active_subscriptions: activeSubscriptions,
    reports_this_month: reportsThisMonth,
  };
}

export type AdminStats = Awaited<ReturnType<typeof adminStats>>;
