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
  isVisitorPageName,
  pageVersion,
  visitorPageData,
  type VisitorPageName,
} from "@/lib/site/visitor-page-data";

// /, /gallery, /pricing, /privacy and /terms for a visitor with no session (the rewrites in
// next.config.ts send them here; these addresses show the same to anyone, robots.txt keeps them
// out of search engines, and the canonical address is in the page). The page is the same for all
// of them, so it is rendered once and then served from memory while its data version
// (lib/site/visitor-page-data.ts, which also says what each page reads) holds.

type Props = { params: Promise<{ page: string }> };

type Data<N extends VisitorPageName> = Awaited<ReturnType<(typeof visitorPageData)[N]>>;

/** Each kept page's metadata, and what it shows of its data. */
const PAGES: { [N in VisitorPageName]: { metadata: Metadata; show: (data: Data<N>) => React.ReactNode } } = {
  home: {
    metadata: { alternates: { canonical: "/" } },
    show: (data) => (
      <HomePageContent
        data={data.page}
        reviews={Promise.resolve(data.reviews)}
        showCommunity={data.navigation.showCommunity}
      />
    ),
  },
  gallery: { metadata: GALLERY_METADATA, show: (data) => <GalleryPageContent first={data.first} /> },
  pricing: {
    metadata: PRICING_METADATA,
    show: (data) => <PricingPageContent offer={data.offer} signedIn={false} subscribed={false} />,
  },
  privacy: {
    metadata: PRIVACY_METADATA,
    show: (data) => <PrivacyPolicy settings={data.settings} updated={data.updated} />,
  },
  terms: {
    metadata: TERMS_METADATA,
    show: (data) => (
      <TermsOfService settings={data.settings} email={env().CONTACT_EMAIL} updated={data.updated} />
    ),
  },
};

function pageName(name: string): VisitorPageName {
  if (!isVisitorPageName(name)) notFound();
  return name;
}

/** Rendered on demand, never at build time (the build never opens a database). */
export function generateStaticParams(): { page: string }[] {
  return [];
}

// Longer than the page cache keeps a page, so Next never serves one stale while it renders again.
export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return PAGES[pageName((await params).page)].metadata;
}

async function render<N extends VisitorPageName>(name: N): Promise<React.ReactNode> {
  const data = (await visitorPageData[name]()) as Data<N>;
  const show = PAGES[name].show as (data: Data<N>) => React.ReactNode;
  return (
    <>
      <DataVersion version={pageVersion(data)} />
      {show(data)}
    </>
  );
}

export default async function VisitorPage({ params }: Props) {
  return render(pageName((await params).page));
}
