import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/i18n/metadata";
import { PricingPageContent } from "@/components/pricing/pricing-page";
import { pricingPageOffer } from "@/lib/home/landing";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pricing.metadata");
  return { alternates: await pageAlternates("/pricing"), title: t("title"), description: t("description") };
}

/** The same page for every viewer; the viewer's parts follow in the browser. */
export default async function PricingPage() {
  return <PricingPageContent offer={await pricingPageOffer()} />;
}
