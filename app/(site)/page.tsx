import type { Metadata } from "next";
import { requestNavigation } from "@/components/layout/navigation";
import { HomePageContent } from "@/components/marketing/home-page";
import { homePageData, homeReviews } from "@/lib/home/page-data";

// A signed-out visitor's plain visit is rewritten to the kept variant (app/(visitor)/visitor-pages).
export const metadata: Metadata = { alternates: { canonical: "/" } };

export default async function HomePage() {
  const [navigation, data] = await Promise.all([requestNavigation(), homePageData()]);
  return <HomePageContent data={data} reviews={homeReviews()} showCommunity={navigation.showCommunity} />;
}
