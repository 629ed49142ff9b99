import { monthlyRecurringRevenue } from "@/lib/admin/dashboard";
import { adminStats } from "@/lib/admin/stats";
import { getSettings } from "@/lib/settings";
import { StatFigures } from "./stat-figures";

/** The dashboard, rendered on the server from the database. */
export async function DashboardTab() {
  const [stats, settings] = await Promise.all([adminStats(), getSettings()]);
  return (
    <StatFigures
      stats={stats}
      monthlyRecurringRevenue={monthlyRecurringRevenue(stats.active_subscriptions, settings)}
    />
  );
}
