"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { Button } from "./button";
import { cn } from "./cn";

type EmblaApi = UseEmblaCarouselType[1];
type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselState = {
  emblaRef: UseEmblaCarouselType[0];
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
  const plugins = useMemo(
    () =>
      autoplayMs
        ? [
            Autoplay({
              delay: autoplayMs,
              stopOnMouseEnter: pauseOnHover,
              stopOnInteraction: false,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [autoplayMs, pauseOnHover],
  );
  const [emblaRef, api] = useEmblaCarousel({ loop: true, align: "start", ...opts }, plugins);
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
        aria-roledescription="carousel"
        aria-label={label}
        data-selected={selected}
        onKeyDownCapture={onKeyDown}
        className={cn("relative", className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<"div">) {
  const { emblaRef } = useCarousel();
  return (
    <div ref={emblaRef} data-slot="carousel-viewport" className="overflow-hidden">
      <div data-slot="carousel-content" className={cn("-ml-4 flex touch-pan-y", className)} {...props} />
    </div>
  );
}

/** One slide. Set its width with a basis class, e.g. `basis-full md:basis-1/2`. */
export function CarouselItem({
  className,
  index,
  total,
  ...props
}: React.ComponentProps<"div"> & { index: number; total: number }) {
  const { selected } = useCarousel();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      data-slot="carousel-item"
      data-active={selected === index ? "" : undefined}
      className={cn("min-w-0 shrink-0 grow-0 basis-full pl-4", className)}
      {...props}
    />
  );
}

const arrowClasses = "size-9 rounded-full bg-card/90 shadow-card backdrop-blur disabled:opacity-0";

export function CarouselPrevious({
  className,
  label = "Previous slide",
  ...props
}: React.ComponentProps<typeof Button> & { label?: string }) {
  const { prev, canPrev } = useCarousel();
  return (
    <Button
      data-slot="carousel-previous"
      variant="outline"
      size="icon"
      aria-label={label}
      disabled={!canPrev}
      onClick={prev}
      className={cn(arrowClasses, className)}
      {...props}
    >
      <ChevronLeftIcon aria-hidden="true" />
    </Button>
  );
}

export function CarouselNext({
  className,
  label = "Next slide",
  ...props
}: React.ComponentProps<typeof Button> & { label?: string }) {
  const { next, canNext } = useCarousel();
  return (
    <Button
      data-slot="carousel-next"
      variant="outline"
      size="icon"
      aria-label={label}
      disabled={!canNext}
      onClick={next}
      className={cn(arrowClasses, className)}
      {...props}
    >
      <ChevronRightIcon aria-hidden="true" />
    </Button>
  );
}

/** One dot per scroll position; the current one is marked with aria-current. */
export function CarouselDots({ className }: { className?: string }) {
  const { snapCount, selected, goTo } = useCarousel();
  if (snapCount < 2) return null;
  return (
    <div data-slot="carousel-dots" className={cn("flex justify-center gap-1", className)}>
      {Array.from({ length: snapCount }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Go to slide ${index + 1}`}
          aria-current={selected === index ? "true" : undefined}
          onClick={() => goTo(index)}
          className="group flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span
            className={cn(
              "block h-2 rounded-full transition-all",
              selected === index ? "w-5 bg-primary" : "w-2 bg-input group-hover:bg-muted-foreground",
            )}
          />
        </button>
      ))}
    </div>
  );
}
