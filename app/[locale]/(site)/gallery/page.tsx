import { galleryMetadata, GalleryPageContent } from "@/components/gallery/gallery-page";
import { galleryCardData } from "@/lib/reports/cards";
import { publicReportsPage } from "@/lib/reports/queries";
import { GALLERY_PAGE_SIZE } from "@/lib/reports/schemas";

export const generateMetadata = galleryMetadata;

/** /gallery: the first page rendered here (the same for everyone, kept whole), the rest by the feed as the visitor scrolls. */
export default async function GalleryPage() {
  const first = await publicReportsPage({ skip: 0, limit: GALLERY_PAGE_SIZE });
  return <GalleryPageContent first={first.map(galleryCardData)} />;
}
