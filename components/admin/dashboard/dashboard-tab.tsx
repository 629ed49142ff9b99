import { dailyActivity, monthlyRecurringRevenueCents } from "@/lib/admin/dashboard";
import { adminStats } from "@/lib/admin/stats";
import { getSettings } from "@/lib/settings";
import { DataTable, Td, Th } from "../data-table";
import { date, euros } from "../format";
import { DailyChart } from "./daily-chart";
import { StatFigures } from "./stat-figures";

const count = (value: number) => String(value);

/** The dashboard, rendered on the server from the database: the figures and the last 30 days. */
export async function DashboardTab() {
  const [stats, settings, { days }] = await Promise.all([adminStats(), getSettings(), dailyActivity()]);
  return (
    <div className="grid gap-5">
      <StatFigures
        stats={stats}
        monthlyRecurringRevenueCents={monthlyRecurringRevenueCents(stats.active_subscriptions, settings)}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyChart days={days} series="reports" title="Reports per day" format={count} />
        <DailyChart days={days} series="revenue" title="Revenue per day" format={euros} />
      </div>
      <details className="group">
        <summary className="w-fit cursor-pointer text-sm font-medium text-primary">
          The last {days.length} days as a table
        </summary>
        <DataTable caption={`Reports and revenue of the last ${days.length} days`} className="mt-3">
          <thead>
            <tr>
              <Th>Day</Th>
              <Th className="text-right">Reports</Th>
              <Th className="text-right">Revenue</Th>
            </tr>
          </thead>
          <tbody>
            {days.toReversed().map((day) => (
              <tr key={day.date}>
                <Td>{date(day.date)}</Td>
                <Td className="text-right tabular-nums">{day.reports}</Td>
                <Td className="text-right tabular-nums">{euros(day.revenue)}</Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </div>
  );
}
