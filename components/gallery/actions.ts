"use server";

import { z } from "zod";
import { galleryCardData, type GalleryCardData } from "@/lib/reports/cards";
import { publicReportsPage } from "@/lib/reports/queries";
import { GALLERY_PAGE_SIZE } from "@/lib/reports/schemas";

const skipSchema = z.number().int().min(0).max(1_000_000);

/** The gallery's next page of cards: the same reports as GET /api/reports/public. */
export async function loadGalleryPage(skip: number): Promise<GalleryCardData[]> {
  const reports = await publicReportsPage({ skip: skipSchema.parse(skip), limit: GALLERY_PAGE_SIZE });
  return reports.map(galleryCardData);
}
