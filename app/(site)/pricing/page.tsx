import { cookies, headers } from "next/headers";
import { PRICING_METADATA, PricingPageContent } from "@/components/pricing/pricing-page";
import { currentUser } from "@/lib/auth/current-user";
import { hasActiveSubscription } from "@/lib/billing/entitlements";
import { pricingPageOffer } from "@/lib/site/page-settings";

export const metadata = PRICING_METADATA;

async function viewer() {
  return currentUser({ headers: await headers(), cookies: await cookies() }).catch(() => null);
}

export default async function PricingPage() {
  const [offer, user] = await Promise.all([pricingPageOffer(), viewer()]);
  return (
    <PricingPageContent
      offer={offer}
      signedIn={user !== null}
      subscribed={user ? hasActiveSubscription(user) : false}
    />
  );
}
