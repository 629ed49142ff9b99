"use client";

import { ImageIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@/components/ui/cn";

type State = { status: "loading" } | { status: "ready"; src: string } | { status: "failed" };

/**
 * A stored photo, by id. Today GET /api/photos/{id} answers {base64_data}
 * (the spec's API), so this fetches it and shows a data URL, with a pulsing
 * placeholder while loading and `fallback` (or an icon) when it fails. When the
 * cacheable image route of issue 9 item 6 exists, this is the one place to
 * switch to a plain lazy <img src>.
 */
export function PhotoImage({
  photoId,
  alt,
  className,
  fallback,
  token,
}: {
  photoId: string;
  alt: string;
  className?: string;
  fallback?: React.ReactNode;
  token?: string;
}) {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    const query = token ? `?token=${encodeURIComponent(token)}` : "";
    fetch(`/api/photos/${encodeURIComponent(photoId)}${query}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`photo ${response.status}`);
        const body = (await response.json()) as { base64_data?: string };
        if (!body.base64_data) throw new Error("photo without data");
        setState({ status: "ready", src: `data:image/jpeg;base64,${body.base64_data}` });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("photo failed to load", photoId, error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [photoId, token]);

  if (state.status === "ready")
    // A data URL: next/image would add nothing here.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={state.src} alt={alt} className={cn("object-cover", className)} />;
  if (state.status === "failed")
    return (
      fallback ?? (
        <div
          role="img"
          aria-label={alt}
          className={cn("flex items-center justify-center bg-muted", className)}
        >
          <ImageIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        </div>
      )
    );
  return (
    <div role="img" aria-label={alt} aria-busy="true" className={cn("animate-pulse bg-muted", className)} />
  );
}
