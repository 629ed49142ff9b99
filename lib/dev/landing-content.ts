import sharp from "sharp";
import { z } from "zod";
import { expireTags, LANDING, LISTED } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { savePhotos } from "@/lib/photos";
import { plainText } from "@/lib/validation/text";

// Development and test helper: fills the landing page's admin-managed content
// (hero images, reviews, featured reports) before the admin console that manages
// them exists. Served only where development endpoints are (never in production).

export const LandingContentInput = z.object({
  /** Remove every hero image and review first, and unfeature every report. */
  clear: z.boolean().default(false),
  hero_images: z
    .array(
      z.object({
        title: plainText().min(1).max(200),
        alt_text: plainText().min(1).max(300),
        colour: z
          .string()
          .regex(/^#[0-9a-f]{6}$/i)
          .default("#d9a582"),
        is_active: z.boolean().default(true),
      }),
    )
    .max(20)
    .default([]),
  reviews: z
    .array(
      z.object({
        name: plainText().min(1).max(100),
        quote: plainText().min(1).max(1000),
        is_active: z.boolean().default(true),
      }),
    )
    .max(50)
    .default([]),
  featured_report_ids: z.array(z.uuid()).max(50).default([]),
});

async function solidJpeg(colour: string) {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { jpeg, width: 800, height: 600 };
}

export async function seedLandingContent(input: z.output<typeof LandingContentInput>) {
  if (input.clear) {
    await db.heroImage.deleteMany();
    await db.review.deleteMany();
    await db.report.updateMany({ where: { featured: true }, data: { featured: false } });
  }
  const start = await db.heroImage.count();
  for (const [index, hero] of input.hero_images.entries()) {
    const [photoId] = await savePhotos([await solidJpeg(hero.colour)], { userId: null, kind: "hero" });
    await db.heroImage.create({
      data: {
        photoId: photoId!,
        title: hero.title,
        altText: hero.alt_text,
        orderIndex: start + index,
        isActive: hero.is_active,
      },
    });
  }
  const reviewStart = await db.review.count();
  for (const [index, review] of input.reviews.entries()) {
    await db.review.create({
      data: {
        name: review.name,
        quote: review.quote,
        orderIndex: reviewStart + index,
        isActive: review.is_active,
      },
    });
  }
  if (input.featured_report_ids.length > 0)
    await db.report.updateMany({
      where: { id: { in: input.featured_report_ids } },
      data: { featured: true },
    });
  await expireTags(LANDING, LISTED);
  return { success: true };
}
