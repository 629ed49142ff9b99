"use client";

import { clsx } from "clsx";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";

// Carousels sit on the landing page, whose first load must stay small: Embla is
// imported once the slides are on screen (the first slide shows at once, server
// rendered), and classes are joined with clsx because none of them conflict.

type EmblaApi = EmblaCarouselType | undefined;
type EmblaOptions = Partial<EmblaOptionsType>;

/** Starts Embla (and its autoplay plugin when asked) on the viewport element, after loading them. */
function useLazyEmbla(options: EmblaOptions, autoplay: { delay: number; stopOnMouseEnter: boolean } | null) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaApi>(undefined);
  const optionsKey = JSON.stringify(options);
  const autoplayKey = JSON.stringify(autoplay);

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import("embla-carousel"), autoplay ? import("embla-carousel-autoplay") : null]).then(
      ([{ default: EmblaCarousel }, autoplayModule]) => {
        if (cancelled) return;
        const plugins =
          autoplay && autoplayModule
            ? [autoplayModule.default({ ...autoplay, stopOnInteraction: false, stopOnFocusIn: true })]
            : [];
        instance = EmblaCarousel(viewport, JSON.parse(optionsKey) as EmblaOptions, plugins);
        setApi(instance);
      },
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
    // The keys stand for options and autoplay, so new objects with the same values change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewport, optionsKey, autoplayKey]);

  return [setViewport, api] as const;
}

type CarouselState = {
  emblaRef: (element: HTMLElement | null) => void;
  api: EmblaApi;
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
  prev: () => void;
  next: () => void;
  goTo: (index: number) => void;
};

const CarouselContext = createContext<CarouselState | null>(null);

function useCarousel(): CarouselState {
  const state = use(CarouselContext);
  if (!state) throw new Error("Carousel parts must be inside <Carousel>");
  return state;
}

export type CarouselProps = Omit<React.ComponentProps<"section">, "aria-label"> & {
  /** Names the carousel for screen readers, e.g. "Community highlights". */
  label: string;
  opts?: EmblaOptions;
  /** Advance every this many milliseconds; omitted means no autoplay. */
  autoplayMs?: number;
  /** Pause autoplay while the pointer is over the carousel (resumes on leave). */
  pauseOnHover?: boolean;
  setApi?: (api: EmblaApi) => void;
};

/**
 * A slider on Embla: swipe, arrows, dots and optional autoplay. Keyboard: the
 * arrow keys move when focus is inside. Autoplay pauses on focus inside, so
 * keyboard users are never chased by a moving slide.
 */
export function Carousel({
  label,
  opts,
  autoplayMs,
  pauseOnHover = true,
  setApi,
  className,
  children,
  ...props
}: CarouselProps) {
  const t = useTranslations("ui.carousel");
  const [emblaRef, api] = useLazyEmbla(
    { loop: true, align: "start", ...opts },
    autoplayMs ? { delay: autoplayMs, stopOnMouseEnter: pauseOnHover } : null,
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const snapCount = useSyncExternalStore(
    subscribe,
    () => api?.scrollSnapList().length ?? 0,
    () => 0,
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? false,
    () => false,
  );

  useEffect(() => {
    if (api) setApi?.(api);
  }, [api, setApi]);

  const state = useMemo<CarouselState>(
    () => ({
      emblaRef,
      api,
      selected,
      snapCount,
      canPrev,
      canNext,
      prev: () => api?.scrollPrev(),
      next: () => api?.scrollNext(),
      goTo: (index: number) => api?.scrollTo(index),
    }),
    [emblaRef, api, selected, snapCount, canPrev, canNext],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      api?.scrollNext();
    }
  };

  return (
    <CarouselContext value={state}>
      <section
        data-slot="carousel"
        aria-roledescription={t("carouselRole")}
        aria-label={label}
        data-selected={selected}
        onKeyDownCapture={onKeyDown}
        className={clsx("relative", className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

/** The sliding row; `className` replaces the default gutter (`-ml-4`, matching the items' `pl-4`). */
export function CarouselContent({ className, ...props }: React.ComponentProps<"div">) {
  const { emblaRef } = useCarousel();
  return (
    <div ref={emblaRef} data-slot="carousel-viewport" className="overflow-hidden">
      <div
        data-slot="carousel-content"
        className={clsx("flex touch-pan-y", className ?? "-ml-4")}
        {...props}
      />
    </div>
  );
}

/**
 * One slide. `className` replaces the default width and gap (`basis-full pl-4`),
 * e.g. `basis-full pl-4 md:basis-1/2`.
 */
export function CarouselItem({
  className,
  index,
  total,
  ...props
}: React.ComponentProps<"div"> & { index: number; total: number }) {
  const { selected } = useCarousel();
  const t = useTranslations("ui.carousel");
  return (
    <div
      role="group"
      aria-roledescription={t("slideRole")}
      aria-label={t("slide", { number: index + 1, total })}
      data-slot="carousel-item"
      data-active={selected === index ? "" : undefined}
      className={clsx("min-w-0 shrink-0 grow-0", className ?? "basis-full pl-4")}
      {...props}
    />
  );
}

const arrowClasses =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-input bg-card/90 text-foreground shadow-card backdrop-blur transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-0 [&_svg]:size-4";

type ArrowProps = Omit<React.ComponentProps<"button">, "children"> & { label?: string };

export function CarouselPrevious({ className, label, ...props }: ArrowProps) {
  const { prev, canPrev } = useCarousel();
  const t = useTranslations("ui.carousel");
  return (
    <button
      type="button"
      data-slot="carousel-previous"
      aria-label={label ?? t("previous")}
      disabled={!canPrev}
      onClick={prev}
      className={clsx(arrowClasses, className)}
      {...props}
    >
      <ChevronLeftIcon aria-hidden="true" />
    </button>
  );
}

export function CarouselNext({ className, label, ...props }: ArrowProps) {
  const { next, canNext } = useCarousel();
  const t = useTranslations("ui.carousel");
  return (
    <button
      type="button"
      data-slot="carousel-next"
      aria-label={label ?? t("next")}
      disabled={!canNext}
      onClick={next}
      className={clsx(arrowClasses, className)}
      {...props}
    >
      <ChevronRightIcon aria-hidden="true" />
    </button>
  );
}

/** One dot per scroll position; the current one is marked with aria-current. */
export function CarouselDots({ className }: { className?: string }) {
  const { snapCount, selected, goTo } = useCarousel();
  const t = useTranslations("ui.carousel");
  if (snapCount < 2) return null;
  return (
    <div data-slot="carousel-dots" className={clsx("flex justify-center gap-1", className)}>
      {Array.from({ length: snapCount }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={t("goTo", { number: index + 1 })}
          aria-current={selected === index ? "true" : undefined}
          onClick={() => goTo(index)}
          className="group flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span
            className={clsx(
              "block h-2 rounded-full transition-all",
              selected === index ? "w-5 bg-primary" : "w-2 bg-input group-hover:bg-muted-foreground",
            )}
          />
        </button>
      ))}
    </div>
  );
}
