import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { photoImageUrl, photoSrcSet } from "@/lib/photos/urls";
import type { GalleryCardData } from "@/lib/reports/cards";
import { REPORT_DATE_FORMAT } from "@/lib/reports/dates";
import { GalleryIcon } from "./gallery-icon";
import { TOPIC_TINT } from "./topic-style";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";

/**
 * A gallery card: photo (or a tinted placeholder), Full or Summary, title, excerpt; opens /reports/{id}.
 * On a phone it is a row (a square thumbnail beside the text), so a page of 20 stays short to scroll.
 * Its parts are styled by the gallery-card utilities (gallery-card.css), its icons by the page's set.
 */
export function GalleryCard({ report, eager = false }: { report: GalleryCardData; eager?: boolean }) {
  const t = useTranslations("gallery");
  const format = useRegionalFormatter();
  const tint = TOPIC_TINT[report.topic];
  const topic = t(`topics.${report.topic}`);
  const { photo_id: photoId, full, excerpt } = report;
  return (
    <Link href={`/reports/${report.id}`} data-testid="gallery-card" className="gallery-card">
      <div className={`gallery-card-media ${tint}`}>
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
          />
        ) : (
          <div className="gallery-card-placeholder" data-testid="card-placeholder">
            <GalleryIcon name={report.topic} />
            <span>{topic}</span>
          </div>
        )}
        <span
          className={`gallery-card-kind ${full ? "border-transparent bg-primary text-primary-foreground" : "bg-card text-foreground"}`}
        >
          {full ? t("full") : t("summary")}
        </span>
      </div>
      <div className="gallery-card-body">
        <div className="gallery-card-meta">
          <span className={`gallery-card-topic ${tint}`}>
            <GalleryIcon name={report.topic} />
            {topic}
          </span>
          <time dateTime={report.created_at}>
            {format.dateTime(new Date(report.created_at), REPORT_DATE_FORMAT)}
          </time>
        </div>
        <h2 className="gallery-card-title">{report.title}</h2>
        {excerpt ? <p className="gallery-card-excerpt">{excerpt}</p> : null}
        <span className="gallery-card-more">
          {t("readReport")}
          <GalleryIcon name="more" />
        </span>
      </div>
    </Link>
  );
}
