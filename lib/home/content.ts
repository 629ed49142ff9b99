import { db } from "@/lib/db";
import type { HeroImage } from "@/lib/generated/prisma/client";
import { photoImageUrl } from "@/lib/photos/urls";

// The landing page's admin-managed content: hero images and user reviews.
// Only active items, in the console's order (order_index, then oldest first).

/** The order both pages and the console list them in. */
export const inOrder = [
  { orderIndex: "asc" as const },
  { createdAt: "asc" as const },
  { id: "asc" as const },
];

/** The four images shipped in public/demo, shown when no hero image is active or loading them fails. */
export const DEMO_HERO_IMAGES = [1, 2, 3, 4].map((n) => ({
  id: `demo-${n}`,
  photo_id: null,
  title: `Demo image ${n}`,
  alt_text: "Abstract warm gradient in skin tones",
  order_index: n - 1,
  is_active: true,
  image_url: `/demo/hero-${n}.webp`,
}));

/** Where a stored hero photo is served as an image (`image_url`): the cacheable image route. */
export function photoUrl(photoId: string): string {
  return photoImageUrl(photoId);
}

export type HeroImageView = {
  id: string;
  photo_id: string | null;
  title: string;
  alt_text: string;
  order_index: number;
  is_active: boolean;
  image_url: string;
};

/** The spec's hero image, as the landing page and the console both show it. */
export function serializeHeroImage(row: HeroImage): HeroImageView {
  return {
    id: row.id,
    photo_id: row.photoId,
    title: row.title,
    alt_text: row.altText,
    order_index: row.orderIndex,
    is_active: row.isActive,
    image_url: photoUrl(row.photoId),
  };
}

/** The active hero images in order, from the database (pages and answers: lib/cache/shared-reads.ts). */
export async function heroImageRows(): Promise<HeroImageView[]> {
  const rows = await db.heroImage.findMany({ where: { isActive: true }, orderBy: inOrder });
  return rows.map(serializeHeroImage);
}

export type UserReviewView = {
  id: string;
  name: string;
  quote: string;
  photo_id: string | null;
  user_photo_url: string | null;
};

/** The active reviews in order, from the database (pages and answers: lib/cache/shared-reads.ts). */
export async function reviewRows(): Promise<UserReviewView[]> {
  const rows = await db.review.findMany({ where: { isActive: true }, orderBy: inOrder });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    quote: row.quote,
    photo_id: row.photoId,
    user_photo_url: row.userPhotoUrl,
  }));
}
