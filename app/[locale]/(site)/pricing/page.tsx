import { PRICING_METADATA, PricingPageContent } from "@/components/pricing/pricing-page";
import { pricingPageOffer } from "@/lib/home/landing";

export const metadata = PRICING_METADATA;

/** The same page for every viewer; the viewer's parts follow in the browser. */
export default async function PricingPage() {
  return <PricingPageContent offer={await pricingPageOffer()} />;
}
