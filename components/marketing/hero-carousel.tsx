import { useTranslations } from "next-intl";
import { PhotoImage } from "@/components/photos/photo-image";
import { Carousel, CarouselContent, CarouselDots, CarouselItem } from "@/components/ui/carousel";
import type { HeroSlide } from "@/lib/home/landing";

/** Spec section 9: hero autoplay 3 s. */
export const HERO_AUTOPLAY_MS = 3000;

/**
 * The hero's image carousel. A stored hero image that fails to load shows the
 * demo image of its position instead (spec: falls back to the demo images).
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const t = useTranslations("home.hero");
  return (
    <Carousel
      label={t("carousel")}
      autoplayMs={HERO_AUTOPLAY_MS}
      data-testid="hero-carousel"
      className="w-full"
    >
      <div className="overflow-hidden rounded-2xl shadow-raised ring-1 ring-border">
        <CarouselContent className="ml-0">
          {slides.map((slide, index) => {
            const alt = slide.alt ?? t("demoImage");
            return (
              <CarouselItem key={slide.id} index={index} total={slides.length} className="basis-full pl-0">
                <div className="relative aspect-[4/3] w-full bg-accent">
                  {slide.photoId ? (
                    <PhotoImage
                      photoId={slide.photoId}
                      alt={alt}
                      className="absolute inset-0 size-full"
                      sizes="(min-width: 1024px) 560px, 100vw"
                      priority={index === 0}
                      fallback={<DemoImage src={slide.demoUrl} alt={alt} priority={false} />}
                    />
                  ) : (
                    <DemoImage src={slide.demoUrl} alt={alt} priority={index === 0} />
                  )}
                </div>
              </CarouselItem>
            );
          })}
        </CarouselContent>
      </div>
      <CarouselDots className="mt-3" />
    </Carousel>
  );
}

/**
 * A demo image from public/demo (1200x900 WebP of about 5 KB each): small enough
 * to serve as is, so no image optimiser (and none of its browser code) is involved.
 */
function DemoImage({ src, alt, priority }: { src: string; alt: string; priority: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={src}
      alt={alt}
      width={1200}
      height={900}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className="absolute inset-0 size-full object-cover"
    />
  );
}
