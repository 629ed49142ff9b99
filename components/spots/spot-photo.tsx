"use client";

import { ImageOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { photoImageUrl, photoSrcSet, type PhotoImageWidth } from "@/lib/photos/urls";

/**
 * A photo of a check from the image route (the owner's session cookie lets it through), in a box
 * the caller sizes; one that does not load, or a check without photos, shows a quiet placeholder.
 */
export function SpotPhoto({
  id,
  alt,
  widths,
  sizes,
  fit,
  className,
  loading = "lazy",
}: {
  id: string | null;
  alt: string;
  widths: readonly PhotoImageWidth[];
  sizes: string;
  /** cover for thumbnails; contain where photos are compared, so nothing of them is cut off. */
  fit: "cover" | "contain";
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const t = useTranslations("spots");
  // Remembered by id: the compare view changes the photo a box shows.
  const [failedId, setFailedId] = useState<string | null>(null);
  if (!id || failedId === id) {
    return (
      <div
        className={cn(
          "flex flex-col items-center justify-center gap-1 bg-muted text-muted-foreground",
          className,
        )}
        role="img"
        aria-label={t("photo.missingLabel", { alt })}
      >
        <ImageOff className="size-6" aria-hidden="true" />
        <span className="text-caption">{t("photo.missing")}</span>
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- served by our own image route with its own caching
    <img
      src={photoImageUrl(id, { width: widths[widths.length - 1] })}
      srcSet={photoSrcSet(id, widths)}
      sizes={sizes}
      alt={alt}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => setFailedId(id)}
      className={cn("bg-muted", fit === "cover" ? "object-cover" : "object-contain", className)}
    />
  );
}
