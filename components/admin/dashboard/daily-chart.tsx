import type { DailyActivity } from "@/lib/admin/dashboard";
import { cn } from "@/components/ui/cn";
import { date } from "../format";

type Series = "reports" | "revenue";

/**
 * One series of the last 30 days as bars drawn with CSS (no chart library): a summary for
 * screen readers, the tallest value as the scale, first and last day under the bars. The exact
 * figures are in the table that follows the charts.
 */
export function DailyChart({
  days,
  series,
  title,
  format,
}: {
  days: DailyActivity[];
  series: Series;
  title: string;
  format: (value: number) => string;
}) {
  const values = days.map((day) => day[series]);
  const max = Math.max(0, ...values);
  const total = values.reduce((sum, value) => sum + value, 0);
  const peak = days[values.indexOf(max)];
  const summary =
    max === 0
      ? `${title}: none in the last ${days.length} days.`
      : `${title}: ${format(total)} in the last ${days.length} days, most on ${date(peak!.date)} (${format(max)}).`;

  return (
    <figure
      className="grid gap-2 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5"
      data-chart={series}
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">
          {format(total)} in {days.length} days
        </span>
      </figcaption>
      <div role="img" aria-label={summary} className="grid gap-1">
        <div className="flex items-center gap-2 text-caption text-muted-foreground" aria-hidden="true">
          <span>{format(max)}</span>
          <span className="h-px flex-1 border-t border-dashed border-border" />
        </div>
        <div className="flex h-36 items-end gap-px border-b border-border sm:gap-0.5" aria-hidden="true">
          {days.map((day) => {
            const value = day[series];
            return (
              <div
                key={day.date}
                title={`${date(day.date)}: ${format(value)}`}
                data-day={day.date}
                data-value={value}
                className={cn(
                  "min-h-px flex-1 rounded-t-sm",
                  series === "reports" ? "bg-primary" : "bg-success",
                  value === 0 && "bg-border",
                )}
                style={{ height: max === 0 ? "1px" : `${Math.max((value / max) * 100, value > 0 ? 2 : 0)}%` }}
              />
            );
          })}
        </div>
        <div className="flex justify-between text-caption text-muted-foreground" aria-hidden="true">
          <span>{date(days[0]!.date)}</span>
          <span>{date(days.at(-1)!.date)}</span>
        </div>
      </div>
    </figure>
  );
}
