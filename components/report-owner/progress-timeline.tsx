"use client";

import { useQuery } from "@tanstack/react-query";
import { LineChart, Plus } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { USER_QUERY_ROOT } from "@/components/api/queries";
import { photoImageUrl } from "@/lib/photos/urls";
import { formatReportDate } from "@/lib/reports/dates";
import { reportApi } from "./api";
import { MAKE_FOLLOWUP, TRACK_PROGRESS } from "./texts";

/**
 * Track Your Progress (active subscribers, full reports): the original report
 * and its follow-ups, oldest first, their photos side by side with each
 * follow-up's progress commentary, and a button to make the next follow-up.
 */
export function ProgressTimeline({ reportId }: { reportId: string }) {
  const timeline = useQuery({
    queryKey: [...USER_QUERY_ROOT, "timeline", reportId],
    queryFn: () => reportApi.timeline(reportId),
  });
  const entries = timeline.data?.reports ?? [];
  const list = useRef<HTMLOListElement>(null);

  // On a phone two cards fit: scroll the row (not the page) until the report shown is in it.
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
          {TRACK_PROGRESS}
        </h2>
        <Button asChild>
          <Link href={`/upload?followup=${encodeURIComponent(reportId)}`}>
            <Plus aria-hidden="true" />
            {MAKE_FOLLOWUP}
          </Link>
        </Button>
      </div>
      {timeline.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : entries.length <= 1 ? (
        <p className="text-muted-foreground">
          Take a new photo of the same area in a few weeks and make a follow-up: it is compared with this
          report and shown here side by side.
        </p>
      ) : (
        <ol
          ref={list}
          className="-mx-1 grid snap-x auto-cols-[minmax(9rem,1fr)] sm:auto-cols-[minmax(12rem,1fr)] grid-flow-col gap-4 overflow-x-auto px-1 pb-2"
          aria-label="Your reports, oldest first"
        >
          {entries.map((entry, i) => (
            <li
              key={entry.id}
              data-timeline-entry
              aria-current={entry.id === reportId ? "page" : undefined}
              className="grid snap-start content-start gap-2 rounded-lg border border-border bg-background p-3 aria-[current=page]:border-primary"
            >
              {entry.photo_ids[0] ? (
                // eslint-disable-next-line @next/next/no-img-element -- served by our own image route
                <img
                  src={photoImageUrl(entry.photo_ids[0], { width: 320 })}
                  alt={`Photo of ${i === 0 ? "the original report" : `follow-up ${i}`}`}
                  width={320}
                  height={240}
                  className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
                />
              ) : null}
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={i === 0 ? "soft" : "info"}>{i === 0 ? "Original" : `Follow-up ${i}`}</Badge>
                <time dateTime={entry.created_at} className="text-caption text-muted-foreground">
                  {formatReportDate(entry.created_at)}
                </time>
              </div>
              <Link
                href={`/analysis/${entry.id}`}
                className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {entry.title}
              </Link>
              {entry.progress_commentary ? (
                <p className="text-sm text-muted-foreground" data-progress-commentary>
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
