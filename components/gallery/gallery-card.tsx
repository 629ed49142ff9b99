import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { photoImageUrl } from "@/lib/photos/urls";
import { cardExcerpt, reportTopic } from "@/lib/reports/cards";
import { formatReportDate } from "@/lib/reports/dates";
import type { serializeReportCard } from "@/lib/reports/serialize";
import { TOPIC_STYLE } from "./topic-style";

/** One item of GET /api/reports/public. */
export type GalleryReport = ReturnType<typeof serializeReportCard>;

/** A gallery card: photo (or a tinted placeholder), Full or Summary, title, excerpt; opens /reports/{id}. */
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
      <Card className="h-full overflow-hidden transition-shadow group-hover:shadow-raised">
        <div className={cn("relative aspect-[4/3] overflow-hidden", topic.tint)}>
          {photoId ? (
            // eslint-disable-next-line @next/next/no-img-element -- our image route serves sized, cached JPEGs
            <img
              src={photoImageUrl(photoId, { width: 640 })}
              srcSet={`${photoImageUrl(photoId, { width: 320 })} 320w, ${photoImageUrl(photoId, { width: 640 })} 640w`}
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
          <Badge variant={full ? "default" : "outline"} className="absolute top-3 left-3 shadow-card">
            {full ? "Full" : "Summary"}
          </Badge>
        </div>
        <div className="flex flex-1 flex-col gap-2 p-5">
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
          <h2 className="line-clamp-2 text-lg leading-7 font-semibold text-foreground group-hover:text-primary">
            {report.title}
          </h2>
          {excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{excerpt}</p> : null}
          <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary">
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
