import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GALLERY_METADATA, GalleryPageContent } from "@/components/gallery/gallery-page";
import { DataVersion } from "@/components/layout/data-version";
import { PRIVACY_METADATA, PrivacyPolicy } from "@/components/legal/privacy-policy";
import { TERMS_METADATA, TermsOfService } from "@/components/legal/terms-of-service";
import { HomePageContent } from "@/components/marketing/home-page";
import { PRICING_METADATA, PricingPageContent } from "@/components/pricing/pricing-page";
import { env } from "@/lib/config/env";
import {
  pageVersion,
  visitorGalleryData,
  visitorHomeData,
  visitorLegalData,
  visitorPricingData,
} from "@/lib/site/visitor-page-data";

// /, /gallery, /pricing, /privacy and /terms for a visitor with no session (the rewrites in next.config.ts
// send them here; these addresses show the same to anyone, robots.txt keeps them out of search
// engines, and the canonical address is in the page). The page is the same for all of them, so it
// is rendered once and then served from memory while its data version
// (lib/site/visitor-page-data.ts) holds.

type Props = { params: Promise<{ page: string }> };

type VisitorPage = { metadata: Metadata; render: () => Promise<React.ReactNode> };

/** Each kept page by its name under /visitor-pages (lib/site/visitor-pages.ts). */
const PAGES: Record<string, VisitorPage> = {
  home: {
    metadata: { alternates: { canonical: "/" } },
    render: async () => {
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
    },
  },
  gallery: {
    metadata: GALLERY_METADATA,
    render: async () => {
      const data = await visitorGalleryData();
      return (
        <>
          <DataVersion version={pageVersion(data)} />
          <GalleryPageContent first={data.first} />
        </>
      );
    },
  },
  pricing: {
    metadata: PRICING_METADATA,
    render: async () => {
      const data = await visitorPricingData();
      return (
        <>
          <DataVersion version={pageVersion(data)} />
          <PricingPageContent offer={data.offer} signedIn={false} subscribed={false} />
        </>
      );
    },
  },
  privacy: {
    metadata: PRIVACY_METADATA,
    render: async () => {
      const data = await visitorLegalData();
      return (
        <>
          <DataVersion version={pageVersion(data)} />
          <PrivacyPolicy settings={data.settings} updated={data.updated} />
        </>
      );
    },
  },
  terms: {
    metadata: TERMS_METADATA,
    render: async () => {
      const data = await visitorLegalData();
      return (
        <>
          <DataVersion version={pageVersion(data)} />
          <TermsOfService settings={data.settings} email={env().CONTACT_EMAIL} updated={data.updated} />
        </>
      );
    },
  },
};

function pageNamed(name: string): VisitorPage {
  if (!Object.hasOwn(PAGES, name)) notFound();
  return PAGES[name]!;
}

/** Rendered on demand, never at build time (the build never opens a database). */
export function generateStaticParams(): { page: string }[] {
  return [];
}

// Longer than the page cache keeps a page, so Next never serves one stale while it renders again.
export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageNamed((await params).page).metadata;
}

export default async function VisitorPage({ params }: Props) {
  return pageNamed((await params).page).render();
}
