import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { AdminReport } from "./api";

/** What sets a report apart in the lists: featured, disabled, a follow-up. */
export function ReportBadges({
  report,
  className,
}: {
  report: Pick<AdminReport, "featured" | "disabled" | "is_followup">;
  className?: string;
}) {
  if (!report.featured && !report.disabled && !report.is_followup) return null;
  return (
    <div className={cn("flex flex-wrap gap-1", className)}>
      {report.featured ? <Badge variant="accent">Featured</Badge> : null}
      {report.disabled ? <Badge variant="destructive">Disabled</Badge> : null}
      {report.is_followup ? <Badge variant="info">Follow-up</Badge> : null}
    </div>
  );
}
