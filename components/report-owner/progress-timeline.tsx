"use client";

import { useQuery } from "@tanstack/react-query";
import { LineChart, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { USER_QUERY_ROOT } from "@/components/api/queries";
import { photoImageUrl } from "@/lib/photos/urls";
import { REPORT_DATE_FORMAT } from "@/lib/reports/dates";
import { reportApi } from "./api";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

/**
 * Track Your Progress (active subscribers, full reports): the original report
 * and its follow-ups, oldest first, their photos side by side with each
 * follow-up's progress commentary, and a button to make the next follow-up.
 */
export function ProgressTimeline({ reportId }: { reportId: string }) {
  const t = useTranslations("reportOwner.timeline");
  const format = useRegionalFormatter();
  const timeline = useQuery({
    queryKey: [...USER_QUERY_ROOT, "timeline", reportId],
    queryFn: () => reportApi.timeline(reportId),
  });
  const entries = timeline.data?.reports ?? [];
  const list = useRef<HTMLOListElement>(null);

  // Where the cards sit in a row wider than the screen, scroll the row (not the page) until the report shown is in it.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const overflow = current.getBoundingClientRect().right - row.getBoundingClientRect().right;
    if (overflow > 0) row.scrollLeft += overflow;
  }, [timeline.data, reportId]);

  return (
    <section
      aria-labelledby="progress-title"
      data-print="hide"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="progress-title" className="flex items-center gap-2 text-title font-semibold tracking-tight">
          <LineChart className="size-5 text-primary" aria-hidden="true" />
          {t("title")}
        </h2>
        <Button asChild>
          <Link href={`/upload?followup=${encodeURIComponent(reportId)}`}>
            <Plus aria-hidden="true" />
            {t("makeFollowup")}
          </Link>
        </Button>
      </div>
      {timeline.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : entries.length <= 1 ? (
        <p className="text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol
          ref={list}
          // A phone stacks the cards, each as wide as the section; wider screens put them side by
          // side in a row that scrolls once there are more than fit.
          className="-mx-1 grid gap-3 px-1 pb-2 sm:snap-x sm:auto-cols-[minmax(12rem,1fr)] sm:grid-flow-col sm:gap-4 sm:overflow-x-auto"
          aria-label={t("listLabel")}
        >
          {entries.map((entry, i) => (
            <li
              key={entry.id}
              data-timeline-entry
              aria-current={entry.id === reportId ? "page" : undefined}
              className={cn(
                "grid snap-start content-start gap-x-3 gap-y-2 rounded-lg border border-border bg-background p-3 aria-[current=page]:border-primary sm:grid-cols-1",
                entry.photo_ids[0] ? "grid-cols-[6rem_minmax(0,1fr)]" : "grid-cols-1",
              )}
            >
              {entry.photo_ids[0] ? (
                // eslint-disable-next-line @next/next/no-img-element -- served by our own image route
                <img
                  src={photoImageUrl(entry.photo_ids[0], { width: 320 })}
                  alt={i === 0 ? t("originalPhoto") : t("followupPhoto", { index: i })}
                  width={320}
                  height={240}
                  className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
                />
              ) : null}
              <div className="grid min-w-0 content-start gap-2">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge variant={i === 0 ? "soft" : "info"}>
                    {i === 0 ? t("original") : t("followup", { index: i })}
                  </Badge>
                  <time dateTime={entry.created_at} className="text-caption text-muted-foreground">
                    {format.dateTime(new Date(entry.created_at), REPORT_DATE_FORMAT)}
                  </time>
                </div>
                <Link
                  href={`/analysis/${entry.id}`}
                  className="text-sm font-semibold break-words text-primary underline-offset-4 hover:underline"
                >
                  {entry.title}
                </Link>
              </div>
              {entry.progress_commentary ? (
                <p className="col-span-full text-sm text-muted-foreground" data-progress-commentary>
                  {entry.progress_commentary}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
