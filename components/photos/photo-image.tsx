"use client";

import { clsx } from "clsx";
import { ImageIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { photoImageUrl, photoSrcSet } from "@/lib/photos/urls";

// Classes are joined with clsx, not cn: this component is on the landing page's
// first load, and callers' classes never fight the ones here.

/**
 * A stored photo, by id, through the cacheable image route (sized JPEG
 * variants, lazy-loaded unless `priority`), with `fallback` (or an icon) when
 * it cannot be shown.
 */
export function PhotoImage({
  photoId,
  alt,
  className,
  fallback,
  token,
  sizes = "(min-width: 768px) 50vw, 100vw",
  priority = false,
}: {
  photoId: string;
  alt: string;
  className?: string;
  fallback?: React.ReactNode;
  token?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An image that failed before the page was interactive fired its error event unheard.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed)
    return (
      fallback ?? (
        <div
          role="img"
          aria-label={alt}
          className={clsx("flex items-center justify-center bg-muted", className)}
        >
          <ImageIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        </div>
      )
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our image route serves sized, cached JPEGs
    <img
      ref={image}
      src={photoImageUrl(photoId, { width: 640, token })}
      srcSet={photoSrcSet(photoId, [320, 640, 960, 1280], token)}
      sizes={sizes}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx("bg-muted object-cover", className)}
    />
  );
}
