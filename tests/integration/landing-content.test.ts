import { beforeEach, describe, expect, it } from "vitest";
import { POST as seedRoute } from "@/app/api/dev/landing-content/route";
import { GET as heroRoute } from "@/app/api/hero-carousel/route";
import { GET as reviewsRoute } from "@/app/api/user-reviews/route";
import { GET as photoRoute } from "@/app/api/photos/[id]/route";
import { db } from "@/lib/db";
import { savePhotos } from "@/lib/photos";
import { makeReport } from "../support/factories";
import { call } from "../support/http";

async function heroPhoto(): Promise<string> {
  const { default: sharp } = await import("sharp");
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c99672" } })
    .jpeg()
    .toBuffer();
  const [id] = await savePhotos([{ jpeg, width: 8, height: 8 }], { userId: null, kind: "hero" });
  return id!;
}

describe("landing page content", () => {
  beforeEach(async () => {
    await db.heroImage.deleteMany();
    await db.review.deleteMany();
  });

  it("the hero carousel lists only active images, in the console's order, with every field", async () => {
    const [a, b, c] = [await heroPhoto(), await heroPhoto(), await heroPhoto()];
    const second = await db.heroImage.create({
      data: { photoId: a, title: "Second", altText: "Alt two", orderIndex: 2 },
    });
    const first = await db.heroImage.create({
      data: { photoId: b, title: "First", altText: "Alt one", orderIndex: 1 },
    });
    await db.heroImage.create({
      data: { photoId: c, title: "Hidden", altText: "Alt off", orderIndex: 0, isActive: false },
    });

    const { status, body } = await call(heroRoute, "/api/hero-carousel");

    expect(status).toBe(200);
    expect(body).toEqual({
      hero_images: [
        {
          id: first.id,
          photo_id: b,
          title: "First",
          alt_text: "Alt one",
          order_index: 1,
          is_active: true,
          image_url: `/api/photos/${b}/image`,
        },
        {
          id: second.id,
          photo_id: a,
          title: "Second",
          alt_text: "Alt two",
          order_index: 2,
          is_active: true,
          image_url: `/api/photos/${a}/image`,
        },
      ],
    });
    const photo = await call(photoRoute, `/api/photos/${b}`, { params: { id: b } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("cache-control")).toContain("public");
  });

  it("with no active hero image the carousel list is empty (the page then shows the demo images)", async () => {
    const { status, body } = await call(heroRoute, "/api/hero-carousel");
    expect(status).toBe(200);
    expect(body).toEqual({ hero_images: [] });
  });

  it("reviews list only active ones, in order, without internal fields", async () => {
    const photoId = await heroPhoto();
    await db.review.create({ data: { name: "Bea", quote: "Second quote", orderIndex: 5 } });
    await db.review.create({
      data: { name: "Al", quote: "First quote", orderIndex: 1, photoId, userPhotoUrl: null },
    });
    await db.review.create({ data: { name: "Off", quote: "Hidden", orderIndex: 0, isActive: false } });

    const { status, body } = await call(reviewsRoute, "/api/user-reviews");

    expect(status).toBe(200);
    const reviews = body.reviews as Record<string, unknown>[];
    expect(reviews.map((r) => r.name)).toEqual(["Al", "Bea"]);
    expect(Object.keys(reviews[0]!).sort()).toEqual(["id", "name", "photo_id", "quote", "user_photo_url"]);
    expect(reviews[0]).toMatchObject({ quote: "First quote", photo_id: photoId, user_photo_url: null });
  });

  it("the development seeding endpoint fills reviews, hero images and featured reports", async () => {
    const report = await makeReport();
    const { status } = await call(seedRoute, "/api/dev/landing-content", {
      json: {
        clear: true,
        hero_images: [{ title: "One", alt_text: "A warm gradient" }],
        reviews: [{ name: "Cy", quote: "Helpful" }],
        featured_report_ids: [report.id],
      },
    });
    expect(status).toBe(200);
    expect((await call(heroRoute, "/api/hero-carousel")).body.hero_images).toHaveLength(1);
    expect((await call(reviewsRoute, "/api/user-reviews")).body.reviews).toHaveLength(1);
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).featured).toBe(true);
  });
});
