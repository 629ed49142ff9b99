import { History, MessageSquareText } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import type { SpotCheck } from "@/lib/api-client";
import { LONG_DATE } from "./spot-display";
import { SpotPhoto } from "./spot-photo";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

/**
 * Every check of the spot, oldest first as the API lists them: its date, type, title (a link to
 * the report) and photos; between two checks, the later one's progress commentary when the model
 * wrote one (a follow-up's).
 */
export function SpotHistory({ checks, className }: { checks: SpotCheck[]; className?: string }) {
  const t = useTranslations("spots");
  return (
    <section aria-labelledby="spot-history-title" className={cn("grid gap-4", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="spot-history-title"
          className="flex items-center gap-2 text-title font-semibold tracking-tight"
        >
          <History className="size-5 text-primary" aria-hidden="true" />
          {t("history.title")}
        </h2>
        {checks.length > 1 ? <p className="text-sm text-muted-foreground">{t("history.order")}</p> : null}
      </div>
      {checks.length === 0 ? (
        <EmptyState title={t("history.emptyTitle")} description={t("history.emptyText")} headingLevel="h3" />
      ) : (
        <ol aria-label={t("history.listLabel")} className="grid gap-4">
          {checks.map((check, index) => (
            <li key={check.id} data-check={check.id} className="grid gap-4">
              {index > 0 && check.progress_commentary ? (
                <div
                  data-progress-commentary
                  className="ml-4 grid gap-1 border-l-2 border-primary/40 py-1 pl-4 text-sm sm:ml-6"
                >
                  <p className="flex items-center gap-1.5 font-medium text-foreground">
                    <MessageSquareText className="size-4 text-primary" aria-hidden="true" />
                    {/* Since the check before: its number, counted from 1, is this one's index. */}
                    {t("history.changeSince", { number: index })}
                  </p>
                  <p className="text-muted-foreground">{check.progress_commentary}</p>
                </div>
              ) : null}
              <CheckCard check={check} index={index} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CheckCard({ check, index }: { check: SpotCheck; index: number }) {
  const t = useTranslations("spots");
  const format = useRegionalFormatter();
  const date = format.dateTime(new Date(check.created_at), LONG_DATE);
  const number = index + 1;
  return (
    <article className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Badge variant="outline">{t("checkName", { number })}</Badge>
        <Badge variant={check.report_type === "summary" ? "soft" : "info"} data-field="report-type">
          {t(`history.reportTypes.${check.report_type}`)}
        </Badge>
        <time dateTime={check.created_at} className="text-sm text-muted-foreground">
          {date}
        </time>
      </div>
      <h3 className="text-base font-semibold break-words">
        <Link
          href={`/analysis/${encodeURIComponent(check.id)}`}
          className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {check.title}
        </Link>
      </h3>
      {check.photo_ids.length > 0 ? (
        <ul aria-label={t("history.photos", { number })} className="flex flex-wrap gap-2">
          {check.photo_ids.map((photoId, photo) => (
            <li key={photoId}>
              <SpotPhoto
                id={photoId}
                alt={t("history.photo", { photo: photo + 1, number, date })}
                widths={[320, 640]}
                sizes="128px"
                fit="cover"
                className="size-24 rounded-lg border border-border sm:size-32"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
