import { ArrowRight, FileText } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { PhotoImage } from "@/components/photos/photo-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "@/components/ui/carousel";
import type { FeaturedCase } from "@/lib/home/landing";

/** Spec section 9: featured slider 2 s, until hovered. */
export const FEATURED_AUTOPLAY_MS = 2000;

/**
 * Community Highlights: 1 card under 768 px, else 2; View Analysis opens the shared report.
 * The cards are rendered on the server; only the carousel around them runs in the browser.
 */
export function FeaturedSlider({ cases }: { cases: FeaturedCase[] }) {
  const t = useTranslations("home.highlights");
  return (
    <Carousel label={t("carousel")} autoplayMs={FEATURED_AUTOPLAY_MS} data-testid="featured-carousel">
      <CarouselContent>
        {cases.map((item, index) => (
          <CarouselItem
            key={item.id}
            index={index}
            total={cases.length}
            className="basis-full pl-4 md:basis-1/2"
          >
            <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-card">
              <div className="relative aspect-[16/9] bg-accent">
                {item.photoId ? (
                  <PhotoImage photoId={item.photoId} alt="" className="absolute inset-0 size-full" />
                ) : (
                  <div className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-primary-soft to-accent">
                    <FileText className="size-10 text-primary" aria-hidden="true" />
                  </div>
                )}
                <Badge variant="outline" className="absolute top-3 left-3 bg-card/90">
                  {t("badge")}
                </Badge>
              </div>
              <div className="flex flex-1 flex-col gap-4 p-5">
                <h3 className="line-clamp-2 text-lg leading-7 font-semibold">{item.title}</h3>
                <Button asChild variant="secondary" className="mt-auto w-fit">
                  <Link href={`/reports/${item.id}`} aria-label={t("viewCase", { title: item.title })}>
                    {t("view")} <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </div>
            </article>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex items-center justify-between gap-4">
        <CarouselDots />
        <div className="flex gap-2">
          <CarouselPrevious label={t("previous")} />
          <CarouselNext label={t("next")} />
        </div>
      </div>
    </Carousel>
  );
}
