"use client";

import { ImageOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { photoImageUrl, photoSrcSet } from "@/lib/photos/urls";

function GridPhoto({ id, index, single }: { id: string; index: number; single: boolean }) {
  const t = useTranslations("reportOwner.photos");
  const [failed, setFailed] = useState(false);
  return (
    <figure
      data-photo={index + 1}
      className={cn(
        "overflow-hidden rounded-xl border border-border bg-muted",
        single ? "sm:col-span-2" : undefined,
      )}
    >
      {failed ? (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 text-muted-foreground">
          <ImageOff className="size-8" aria-hidden="true" />
          <span className="text-sm font-medium">{t("unavailable")}</span>
        </div>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- served by our own image route with its own caching
        <img
          src={photoImageUrl(id, { width: 1280 })}
          srcSet={photoSrcSet(id, [640, 960, 1280])}
          sizes={single ? "(min-width: 768px) 720px, 100vw" : "(min-width: 640px) 360px, 100vw"}
          alt={t("alt", { index: index + 1 })}
          loading={index === 0 ? "eager" : "lazy"}
          decoding="async"
          onError={() => setFailed(true)}
          className="aspect-[4/3] h-auto max-h-[32rem] w-full object-contain"
        />
      )}
      <figcaption className="border-t border-border bg-card px-4 py-2 text-caption text-muted-foreground">
        {t("caption", { index: index + 1 })}
      </figcaption>
    </figure>
  );
}

/** The report's photos, Photo 1, Photo 2 ...; a photo that does not load shows 'Photo Unavailable'. */
export function PhotoGrid({ photoIds }: { photoIds: string[] }) {
  const t = useTranslations("reportOwner.photos");
  if (photoIds.length === 0) return null;
  return (
    <section aria-label={t("label")} className="grid gap-4 sm:grid-cols-2">
      {photoIds.map((id, i) => (
        <GridPhoto key={id} id={id} index={i} single={photoIds.length === 1} />
      ))}
    </section>
  );
}
