"use client";

import { clsx } from "clsx";
import { ChevronLeftIcon, ChevronRightIcon, Quote } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { PhotoImage } from "@/components/photos/photo-image";
import type { UserReviewView } from "@/lib/home/content";

/** Spec section 2 "Testimonials block" and section 9. */
export const TESTIMONIALS_AUTOPLAY_MS = 4000;
export const TESTIMONIALS_TRANSITION_MS = 500;
const WIDE_QUERY = "(min-width: 768px)";
// Plain classes (no Button, no class merging): this block is on the landing page's first load.
const ARROW_CLASSES =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-input bg-card text-foreground transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-4";

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The block's own words, from the server, so the landing page's browser gets no more of the home
 * page's messages than these: `show[i]` names the dot of position i.
 */
export type TestimonialsLabels = { carousel: string; previous: string; next: string; show: string[] };

/**
 * The reviews slider. Written on CSS transforms rather than Embla because the
 * spec fixes the slide transition at 500 ms (Embla's duration is not in ms).
 * 2 per view from 768 px, else 1; one dot per slide position; arrows wrap;
 * advances every 4 s and wraps to the start; pauses while hovered or focused
 * inside, and when every review fits one view.
 */
export function Testimonials({ reviews, labels }: { reviews: UserReviewView[]; labels: TestimonialsLabels }) {
  const t = useTranslations("ui.carousel");
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
  const perView = wide ? 2 : 1;
  const positions = Math.max(1, reviews.length - perView + 1);
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, positions - 1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const allFit = reviews.length <= perView;
  const paused = hovered || focused || allFit;

  const go = useCallback((to: number) => setIndex(((to % positions) + positions) % positions), [positions]);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => go(index + 1), TESTIMONIALS_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [paused, index, go]);

  return (
    <div
      data-testid="testimonials"
      data-position={index}
      data-paused={paused ? "true" : "false"}
      aria-roledescription={t("carouselRole")}
      aria-label={labels.carousel}
      role="region"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden">
        <ul
          className="-ml-4 flex transition-transform ease-in-out motion-reduce:transition-none"
          style={{
            transform: `translateX(-${(index * 100) / perView}%)`,
            transitionDuration: `${TESTIMONIALS_TRANSITION_MS}ms`,
          }}
        >
          {reviews.map((review, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <li
                key={review.id}
                aria-roledescription={t("slideRole")}
                aria-label={t("slide", { number: i + 1, total: reviews.length })}
                aria-hidden={!visible}
                inert={!visible}
                className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2"
              >
                <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-card">
                  <Quote className="size-6 text-primary/60" aria-hidden="true" />
                  <blockquote className="mt-3 flex-1 text-body text-foreground">“{review.quote}”</blockquote>
                  <figcaption className="mt-5 flex items-center gap-3">
                    <Avatar review={review} />
                    <span className="font-semibold">{review.name}</span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
      {positions > 1 ? (
        <div className="mt-5 flex items-center justify-center gap-3">
          <button
            type="button"
            className={ARROW_CLASSES}
            aria-label={labels.previous}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </button>
          <div className="flex gap-1">
            {Array.from({ length: positions }, (_, i) => (
              <button
                key={i}
                type="button"
                aria-label={labels.show[i]}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
                className="group flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  className={clsx(
                    "block h-2 rounded-full transition-all",
                    i === index ? "w-5 bg-primary" : "w-2 bg-input group-hover:bg-muted-foreground",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={ARROW_CLASSES}
            aria-label={labels.next}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Avatar({ review }: { review: UserReviewView }) {
  const [failed, setFailed] = useState(false);
  const size = "size-10 shrink-0 rounded-full";
  if (review.photo_id)
    return <PhotoImage photoId={review.photo_id} alt="" className={size} fallback={null} />;
  if (review.user_photo_url && !failed)
    // An external address the admin entered; hidden when it fails (spec section 3).
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={review.user_photo_url}
        alt=""
        className={clsx(size, "object-cover")}
        onError={() => setFailed(true)}
      />
    );
  // Neither a photo nor an address: no avatar (spec section 3).
  return null;
}
