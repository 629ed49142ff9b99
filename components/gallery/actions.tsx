"use server";

import { z } from "zod";
import { GalleryCard } from "@/components/gallery/gallery-card";
import { publicReportsPage } from "@/lib/reports/queries";
import { GALLERY_PAGE_SIZE } from "@/lib/reports/schemas";
import type { GalleryItem } from "@/components/gallery/gallery-feed";

const skipSchema = z.number().int().min(0).max(1_000_000);

/**
 * The gallery's next page, rendered here: the cards are server components, so the
 * browser loads only the few lines that append them (GalleryFeed), not the card
 * and design-system code. The same reports as GET /api/reports/public.
 */
export async function loadGalleryPage(skip: number): Promise<GalleryItem[]> {
  const reports = await publicReportsPage({ skip: skipSchema.parse(skip), limit: GALLERY_PAGE_SIZE });
  return reports.map((report) => ({ id: report.id, card: <GalleryCard report={report} /> }));
}
