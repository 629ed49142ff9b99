import { useTranslations } from "next-intl";
import { photoImageUrl, photoSrcSet, variantSize } from "@/lib/photos/urls";
import type { SharedReportPhoto } from "@/lib/reports/shared-page";

/** The report's photos, labelled Photo 1, Photo 2 ... (spec section 2), lazy-loaded at their own aspect ratio. */
export function ReportPhotos({ photos, token }: { photos: SharedReportPhoto[]; token?: string }) {
  const t = useTranslations("report.photos");
  if (photos.length === 0) return null;
  return (
    <section aria-label={t("label")} className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
      {photos.map((photo, i) => {
        const size = variantSize(photo, 1280);
        return (
          <figure
            key={photo.id}
            className={`overflow-hidden rounded-xl border border-border bg-muted print:break-inside-avoid ${photos.length === 1 ? "sm:col-span-2" : ""}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- served by our own image route with its own caching */}
            <img
              src={photoImageUrl(photo.id, { width: 1280, token })}
              srcSet={photoSrcSet(photo.id, [640, 960, 1280], token)}
              sizes={
                photos.length === 1 ? "(min-width: 768px) 720px, 100vw" : "(min-width: 640px) 360px, 100vw"
              }
              width={size.width}
              height={size.height}
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
              alt={t("alt", { index: i + 1 })}
              className="h-auto max-h-[32rem] w-full object-contain"
            />
            <figcaption className="border-t border-border bg-card px-4 py-2 text-caption text-muted-foreground">
              {t("caption", { index: i + 1 })}
            </figcaption>
          </figure>
        );
      })}
    </section>
  );
}
