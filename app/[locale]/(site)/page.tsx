import type { Metadata } from "next";
import { HomePageContent } from "@/components/marketing/home-page";
import { pageAlternates } from "@/lib/i18n/metadata";
import { homePageData, homeReviews } from "@/lib/home/landing";
import { communityListed } from "@/lib/site/navigation";

export async function generateMetadata(): Promise<Metadata> {
  return { alternates: await pageAlternates("/") };
}

/** The same page for every viewer, kept whole until what it shows changes (lib/cache). */
export default async function HomePage() {
  const [data, showCommunity] = await Promise.all([homePageData(), communityListed()]);
  return <HomePageContent data={data} reviews={homeReviews()} showCommunity={showCommunity} />;
}
