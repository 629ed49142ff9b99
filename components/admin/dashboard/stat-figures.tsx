import type { AdminStats } from "@/lib/admin/stats";
import { euroPrice } from "@/lib/billing/money";
import { euros } from "../format";

const FIGURES: { key: keyof AdminStats; label: string; format?: (value: number) => string }[] = [
  { key: "total_users", label: "Total users" },
  { key: "paying_users", label: "Paying users" },
  { key: "conversion_rate", label: "Conversion rate", format: (v) => `${v.toFixed(2)} %` },
  { key: "total_revenue", label: "Total revenue", format: euros },
  { key: "active_subscriptions", label: "Active subscriptions" },
  { key: "total_reports", label: "Total reports" },
  { key: "reports_this_month", label: "Reports this month" },
];

/** The seven admin stats of the spec, plus the monthly recurring revenue. */
export function StatFigures({
  stats,
  monthlyRecurringRevenueCents,
}: {
  stats: AdminStats;
  monthlyRecurringRevenueCents: number;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {FIGURES.map(({ key, label, format }) => (
        <Figure key={key} label={label} stat={key}>
          {format ? format(stats[key]) : stats[key]}
        </Figure>
      ))}
      <Figure label="Monthly recurring revenue" stat="monthly_recurring_revenue">
        {euroPrice(monthlyRecurringRevenueCents)}
      </Figure>
    </dl>
  );
}

function Figure({ label, stat, children }: { label: string; stat: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4 shadow-card sm:p-5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-2 text-xl font-semibold tabular-nums sm:text-2xl" data-stat={stat}>
        {children}
      </dd>
    </div>
  );
}
