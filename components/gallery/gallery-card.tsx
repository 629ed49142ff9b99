import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { photoImageUrl, photoSrcSet } from "@/lib/photos/urls";
import { cardExcerpt, reportTopic } from "@/lib/reports/cards";
import { formatReportDate } from "@/lib/reports/dates";
import type { serializeReportCard } from "@/lib/reports/serialize";
import { TOPIC_STYLE } from "./topic-style";

/** One item of GET /api/reports/public. */
export type GalleryReport = ReturnType<typeof serializeReportCard>;

/**
 * A gallery card: photo (or a tinted placeholder), Full or Summary, title, excerpt; opens /reports/{id}.
 * On a phone it is a row (a square thumbnail beside the text), so a page of 20 stays short to scroll.
 */
export function GalleryCard({ report, eager = false }: { report: GalleryReport; eager?: boolean }) {
  const topic = TOPIC_STYLE[reportTopic(report.title, report.excerpt)];
  const Icon = topic.icon;
  const photoId = report.photo_ids[0];
  const full = report.report_type !== "summary";
  const excerpt = cardExcerpt(report.excerpt);
  return (
    <Link
      href={`/reports/${report.id}`}
      data-testid="gallery-card"
      className="group block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <Card className="h-full flex-row overflow-hidden transition-shadow group-hover:shadow-raised sm:flex-col">
        <div
          className={cn(
            "relative min-h-28 w-28 shrink-0 overflow-hidden sm:aspect-[4/3] sm:min-h-0 sm:w-auto",
            topic.tint,
          )}
        >
          {photoId ? (
            // eslint-disable-next-line @next/next/no-img-element -- our image route serves sized, cached JPEGs
            <img
              src={photoImageUrl(photoId, { width: 640 })}
              srcSet={photoSrcSet(photoId, [320, 640])}
              sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
              width={640}
              height={480}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              alt=""
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
            />
          ) : (
            <div
              className="flex size-full flex-col items-center justify-center gap-2"
              data-testid="card-placeholder"
            >
              <Icon className="size-10" aria-hidden="true" />
              <span className="text-sm font-semibold">{topic.label}</span>
            </div>
          )}
          <Badge
            variant={full ? "default" : "outline"}
            className="absolute top-2 left-2 px-2 shadow-card sm:top-3 sm:left-3 sm:px-2.5"
          >
            {full ? "Full" : "Summary"}
          </Badge>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4 sm:gap-2 sm:p-5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-caption text-muted-foreground">
            <span
              className={cn(
                "inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium",
                topic.tint,
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
              {topic.label}
            </span>
            <time dateTime={report.created_at}>{formatReportDate(report.created_at)}</time>
          </div>
          <h2 className="line-clamp-2 text-base leading-6 font-semibold text-foreground group-hover:text-primary sm:text-lg sm:leading-7">
            {report.title}
          </h2>
          {excerpt ? (
            <p className="line-clamp-2 text-sm text-muted-foreground sm:line-clamp-3">{excerpt}</p>
          ) : null}
          <span className="mt-auto hidden items-center gap-1 pt-2 text-sm font-semibold text-primary sm:inline-flex">
            Read report
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </span>
        </div>
      </Card>
    </Link>
  );
}
