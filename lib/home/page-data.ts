import type { FeaturedCase } from "@/components/marketing/featured-slider";
import type { HeroSlide } from "@/components/marketing/hero-carousel";
import { activeHeroImages, activeReviews, DEMO_HERO_IMAGES, type UserReviewView } from "@/lib/home/content";
import { logger } from "@/lib/log";
import { landingPricing, type LandingPricing } from "@/lib/pricing/offer";
import { featuredReports } from "@/lib/reports/queries";
import { pricingPageOffer } from "@/lib/site/page-settings";

// What the home page shows beyond its fixed texts, read for both of its variants (the signed-in
// render and the kept page every signed-out visitor gets). A part that fails to load falls back
// to what the page shows without it, so the page itself always renders; a caller that passes a
// `Fallbacks` learns whether any did (a page shown with fallbacks must not be kept).

export type HomePageData = { slides: HeroSlide[]; cases: FeaturedCase[]; pricing: LandingPricing };

/** Set when a read failed and its fallback was shown instead. */
export type Fallbacks = { used: boolean };

async function heroSlides(fallbacks?: Fallbacks): Promise<HeroSlide[]> {
  const demo = (index: number) => DEMO_HERO_IMAGES[index % DEMO_HERO_IMAGES.length]!;
  const stored = await activeHeroImages()
    .then((answer) => answer.hero_images)
    .catch((error: unknown) => {
      logger.warn({ err: error }, "hero images failed to load; showing the demo images");
      if (fallbacks) fallbacks.used = true;
      return [];
    });
  if (stored.length === 0)
    return DEMO_HERO_IMAGES.map((image, index) => ({
      id: image.id,
      photoId: null,
      alt: image.alt_text,
      demoUrl: demo(index).image_url,
    }));
  return stored.map((image, index) => ({
    id: image.id,
    photoId: image.photo_id,
    alt: image.alt_text,
    demoUrl: demo(index).image_url,
  }));
}

async function featuredCases(fallbacks?: Fallbacks): Promise<FeaturedCase[]> {
  return featuredReports()
    .then((answer) => answer.featured_reports.map((r) => ({ id: r.id, title: r.title, photoId: r.photo_id })))
    .catch((error: unknown) => {
      logger.warn({ err: error }, "featured reports failed to load; section hidden");
      if (fallbacks) fallbacks.used = true;
      return [];
    });
}

/** The pricing cards' prices and limits, from the same offer as /pricing (its fallback prices when the settings fail). */
async function landingPricingData(fallbacks?: Fallbacks): Promise<LandingPricing> {
  return landingPricing(await pricingPageOffer(fallbacks));
}

/** The hero slides, the featured reports and the pricing cards' numbers. */
export async function homePageData(fallbacks?: Fallbacks): Promise<HomePageData> {
  const [slides, cases, pricing] = await Promise.all([
    heroSlides(fallbacks),
    featuredCases(fallbacks),
    landingPricingData(fallbacks),
  ]);
  return { slides, cases, pricing };
}

/** The active reviews for the testimonials; none when they fail to load (the section hides). */
export function homeReviews(fallbacks?: Fallbacks): Promise<UserReviewView[]> {
  return activeReviews()
    .then((answer) => answer.reviews)
    .catch((error: unknown) => {
      logger.warn({ err: error }, "reviews failed to load; testimonials hidden");
      if (fallbacks) fallbacks.used = true;
      return [];
    });
}
