import { z } from "zod";

// The answers of the landing page's content: route() checks the handlers against them and the
// OpenAPI document shows them.

/** The spec's hero image, as the landing page and the console both show it. */
export const HeroImage = z.object({
  id: z.string(),
  photo_id: z.string().nullable(),
  title: z.string(),
  alt_text: z.string(),
  order_index: z.number().int(),
  is_active: z.boolean(),
  image_url: z.string(),
});

export const HeroImages = z.object({ hero_images: z.array(HeroImage) });

/** A review as the landing page shows it. */
export const UserReview = z.object({
  id: z.string(),
  name: z.string(),
  quote: z.string(),
  photo_id: z.string().nullable(),
  user_photo_url: z.string().nullable(),
});

/** A review as the console lists it: also its place and whether it shows. */
export const AdminUserReview = UserReview.extend({ order_index: z.number().int(), is_active: z.boolean() });

export const UserReviews = z.object({ reviews: z.array(UserReview) });
