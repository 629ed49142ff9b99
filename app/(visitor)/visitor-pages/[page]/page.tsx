import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GALLERY_METADATA, GalleryPageContent } from "@/components/gallery/gallery-page";
import { DataVersion } from "@/components/layout/data-version";
import { HomePageContent } from "@/components/marketing/home-page";
import { pageVersion, visitorGalleryData, visitorHomeData } from "@/lib/site/visitor-page-data";

// / and /gallery for a visitor with no session (the rewrites in next.config.ts send them here;
// these addresses show the same to anyone, robots.txt keeps them out of search engines, and the
// canonical address is in the page). The page is the same for all of them, so it is rendered once
// and then served from memory while its data version (lib/site/visitor-page-data.ts) holds.

type Props = { params: Promise<{ page: string }> };

/** Rendered on demand, never at build time (the build never opens a database). */
export function generateStaticParams(): { page: string }[] {
  return [];
}

// Longer than the page cache keeps a page, so Next never serves one stale while it renders again.
export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  if (page === "home") return { alternates: { canonical: "/" } };
  if (page === "gallery") return GALLERY_METADATA;
  notFound();
}

export default async function VisitorPage({ params }: Props) {
  const { page } = await params;
  if (page === "home") {
    const data = await visitorHomeData();
    return (
      <>
        <DataVersion version={pageVersion(data)} />
        <HomePageContent
          data={data.page}
          reviews={Promise.resolve(data.reviews)}
          showCommunity={data.navigation.showCommunity}
        />
      </>
    );
  }
  if (page === "gallery") {
    const data = await visitorGalleryData();
    return (
      <>
        <DataVersion version={pageVersion(data)} />
        <GalleryPageContent first={data.first} />
      </>
    );
  }
  notFound();
}
