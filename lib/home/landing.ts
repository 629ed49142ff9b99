import { shownOrFallback } from "@/lib/cache/fallback";
import {
  sharedFeaturedReports,
  sharedHeroImages,
  sharedReviews,
  sharedSettings,
} from "@/lib/cache/shared-reads";
import {
  fallbackPricingOffer,
  landingPricing,
  pricingOffer,
  type LandingPricing,
  type PricingOffer,
} from "@/lib/pricing/offer";
import { DEFAULT_SETTINGS, type Settings } from "@/lib/settings";
import { DEMO_HERO_IMAGES, type HeroImageView, type UserReviewView } from "./content";

// What the landing page and its answers show beyond fixed texts: the hero images, the featured
// reports, the reviews and the pricing cards' numbers, from the shared reads (lib/cache). A part
// that fails to load shows what the spec says instead (lib/cache/fallback.ts).

/**
 * One hero image as the carousel shows it: a stored photo, or the demo image of its position.
 * `alt` is the stored image's, as entered; null for a demo image, which the page describes in its
 * own language.
 */
export type HeroSlide = { id: string; photoId: string | null; alt: string | null; demoUrl: string };
/** One report of Community Highlights. */
export type FeaturedCase = { id: string; title: string; photoId: string | null };

export type HomePageData = { slides: HeroSlide[]; cases: FeaturedCase[]; pricing: LandingPricing };

/** GET /api/hero-carousel: the active hero images in order. */
export async function activeHeroImages(): Promise<{ hero_images: HeroImageView[] }> {
  return { hero_images: await sharedHeroImages() };
}

/** GET /api/user-reviews: the active reviews in order. */
export async function activeReviews(): Promise<{ reviews: UserReviewView[] }> {
  return { reviews: await sharedReviews() };
}

const demoUrl = (index: number) => DEMO_HERO_IMAGES[index % DEMO_HERO_IMAGES.length]!.image_url;

async function heroSlides(): Promise<HeroSlide[]> {
  const stored = await shownOrFallback(sharedHeroImages(), [], "hero images");
  if (stored.length === 0)
    return DEMO_HERO_IMAGES.map((image, index) => ({
      id: image.id,
      photoId: null,
      alt: null,
      demoUrl: demoUrl(index),
    }));
  return stored.map((image, index) => ({
    id: image.id,
    photoId: image.photo_id,
    alt: image.alt_text,
    demoUrl: demoUrl(index),
  }));
}

async function featuredCases(): Promise<FeaturedCase[]> {
  const featured = await shownOrFallback(sharedFeaturedReports(), [], "featured reports");
  return featured.map((r) => ({ id: r.id, title: r.title, photoId: r.photo_id }));
}

/** The settings a page shows (prices, retention, limits), or the defaults when they cannot be read. */
export function pageSettings(): Promise<Settings> {
  return shownOrFallback(sharedSettings(), DEFAULT_SETTINGS, "settings");
}

/** The pricing page's offer, or the spec's fallback prices when the settings cannot be read. */
export async function pricingPageOffer(): Promise<PricingOffer> {
  const settings = await shownOrFallback(sharedSettings(), null, "settings");
  return settings ? pricingOffer(settings) : fallbackPricingOffer(DEFAULT_SETTINGS);
}

/** The hero slides, the featured reports and the pricing cards' numbers. */
export async function homePageData(): Promise<HomePageData> {
  const [slides, cases, offer] = await Promise.all([heroSlides(), featuredCases(), pricingPageOffer()]);
  return { slides, cases, pricing: landingPricing(offer) };
}

/** The active reviews for the testimonials; none when they fail to load (the section hides). */
export function homeReviews(): Promise<UserReviewView[]> {
  return shownOrFallback(sharedReviews(), [], "reviews");
}
