"use client";

import Image from "next/image";
import { PhotoImage } from "@/components/photos/photo-image";
import { Carousel, CarouselContent, CarouselDots, CarouselItem } from "@/components/ui/carousel";

/** Spec section 9: hero autoplay 3 s. */
export const HERO_AUTOPLAY_MS = 3000;

export type HeroSlide = { id: string; photoId: string | null; alt: string; demoUrl: string };

/**
 * The hero's image carousel. A stored hero image that fails to load shows the
 * demo image of its position instead (spec: falls back to the demo images).
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  return (
    <Carousel
      label="Example images"
      autoplayMs={HERO_AUTOPLAY_MS}
      data-testid="hero-carousel"
      className="w-full"
    >
      <div className="overflow-hidden rounded-2xl shadow-raised ring-1 ring-border">
        <CarouselContent className="ml-0">
          {slides.map((slide, index) => (
            <CarouselItem key={slide.id} index={index} total={slides.length} className="pl-0">
              <div className="relative aspect-[4/3] w-full bg-accent">
                {slide.photoId ? (
                  <PhotoImage
                    photoId={slide.photoId}
                    alt={slide.alt}
                    className="absolute inset-0 size-full"
                    fallback={<DemoImage slide={slide} priority={false} />}
                  />
                ) : (
                  <DemoImage slide={slide} priority={index === 0} />
                )}
              </div>
            </CarouselItem>
          ))}
        </CarouselContent>
      </div>
      <CarouselDots className="mt-3" />
    </Carousel>
  );
}

function DemoImage({ slide, priority }: { slide: HeroSlide; priority: boolean }) {
  return (
    <Image
      src={slide.demoUrl}
      alt={slide.alt}
      fill
      priority={priority}
      sizes="(min-width: 1024px) 560px, 100vw"
      className="object-cover"
    />
  );
}
