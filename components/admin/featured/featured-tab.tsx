"use client";

import { useQuery } from "@tanstack/react-query";
import { ImageOffIcon, StarIcon, StarOffIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { consoleTabHref } from "@/lib/admin/console-tabs";
import { photoImageUrl } from "@/lib/photos/urls";
import { LoadError } from "../load-error";
import { featuredQueryKey, reportsApi } from "../reports/api";
import { FEATURED_LOAD_FAILED } from "../reports/texts";
import { useReportActions } from "../reports/use-report-actions";

/** The Featured tab: the reports the homepage carousel shows (at most 6, newest first), with photos. */
export function FeaturedTab() {
  const featured = useQuery({ queryKey: featuredQueryKey, queryFn: reportsApi.featured });
  const actions = useReportActions();

  if (featured.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (featured.isError)
    return <LoadError message={FEATURED_LOAD_FAILED} onRetry={() => void featured.refetch()} />;
  const reports = featured.data.featured_reports;
  if (reports.length === 0) {
    return (
      <EmptyState
        icon={StarIcon}
        title="No featured reports"
        description="Feature public reports from the Reports tab; the homepage shows the six newest."
        headingLevel="h3"
      >
        <Button asChild variant="outline">
          <Link href={consoleTabHref("reports")}>Go to reports</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        The homepage&apos;s Community Highlights show these reports, newest first (at most six).
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {reports.map((report) => (
          <li
            key={report.id}
            data-featured-report={report.id}
            className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-card"
          >
            <FeaturedPhoto photoId={report.photo_id} title={report.title} />
            <div className="grid flex-1 gap-1 p-4">
              <h3 className="font-semibold break-words">{report.title}</h3>
              <p className="font-mono text-xs break-all text-muted-foreground">{report.id}</p>
            </div>
            <div className="flex flex-wrap gap-2 p-4 pt-0">
              <Button asChild variant="outline" size="sm">
                <Link href={`/reports/${report.id}`}>View</Link>
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={actions.busy}
                onClick={() => void actions.toggleFeatured(report.id)}
                aria-label={`Unfeature ${report.title}`}
              >
                <StarOffIcon aria-hidden="true" />
                Unfeature
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The report's first photo, or a placeholder when it has none or it fails to load (spec section 8). */
function FeaturedPhoto({ photoId, title }: { photoId: string | null; title: string }) {
  const [failed, setFailed] = useState(false);
  if (!photoId || failed) {
    return (
      <div className="flex aspect-[8/5] items-center justify-center bg-muted text-muted-foreground">
        <ImageOffIcon className="size-8" aria-hidden="true" />
        <span className="sr-only">No photo</span>
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our image route serves sized, cached JPEGs
    <img
      src={photoImageUrl(photoId, { width: 640 })}
      alt={`Photo of ${title}`}
      width={640}
      height={400}
      loading="lazy"
      onError={() => setFailed(true)}
      className="aspect-[8/5] w-full bg-muted object-cover"
    />
  );
}
