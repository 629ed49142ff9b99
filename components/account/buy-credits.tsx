"use client";

import { useQuery } from "@tanstack/react-query";
import { Check, Sparkles } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { detailOr } from "@/lib/api-client";
import { fallbackPricingOffer, pricingOfferOfAnswer } from "@/lib/pricing/offer";
import { DEFAULT_SETTINGS } from "@/lib/settings/schema";
import { accountApi, type CheckoutPlan } from "./api";
import { formatCredits, formatEuroCents } from "./format";
import { PAYMENT_FAILED } from "./texts";

/** The pack the pricing page also marks as the popular one. */
const POPULAR_PACK = "3_credits";

/**
 * The credit packs and the subscription at the server's prices (GET /api/settings/pricing),
 * through the checkout. When pricing cannot be read, the spec's fallback prices (section 8,
 * lib/pricing/offer.ts) are shown; the server prices the checkout itself either way.
 */
export function BuyCredits({ subscribed }: { subscribed: boolean }) {
  const pricing = useQuery({ queryKey: ["pricing"], queryFn: accountApi.pricing, staleTime: 60_000 });
  const offer = pricing.data ? pricingOfferOfAnswer(pricing.data) : fallbackPricingOffer(DEFAULT_SETTINGS);
  const [pending, setPending] = useState<string | null>(null);

  async function buy(plan: CheckoutPlan, id: string) {
    setPending(id);
    try {
      const { checkout_url } = await accountApi.checkout(plan);
      window.location.assign(checkout_url);
    } catch (error) {
      notify.error(detailOr(error, PAYMENT_FAILED));
      setPending(null);
    }
  }

  // No prices until the server's are read, so nobody sees a price change under their cursor.
  if (pricing.isPending) return <Skeleton className="h-80" />;

  return (
    <Card data-testid="buy-credits">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Get more full reports
        </CardTitle>
        <CardDescription>
          A full report costs {formatCredits(offer.creditsPerFullReport)}. Credits are valid for{" "}
          {offer.creditExpiryMonths} months.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3 sm:grid-cols-3">
          {offer.packs.map((pack) => {
            const label = formatCredits(pack.credits);
            const popular = pack.id === POPULAR_PACK;
            return (
              <li key={pack.id} className="flex flex-col gap-3 rounded-lg border border-border p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{label}</span>
                  {popular ? <Badge variant="accent">Popular</Badge> : null}
                </div>
                <span className="text-title font-semibold">{formatEuroCents(pack.priceCents)}</span>
                <Button
                  variant={popular ? "primary" : "outline"}
                  disabled={pending !== null}
                  aria-label={`Buy ${label}`}
                  onClick={() => void buy({ kind: "credits", credits: pack.credits }, pack.id)}
                >
                  {pending === pack.id ? "Redirecting..." : "Buy"}
                </Button>
              </li>
            );
          })}
        </ul>
        {!subscribed && (
          <div className="flex flex-col gap-3 rounded-lg bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold">
                Premium Unlimited · {formatEuroCents(offer.subscription.monthlyCents)} a month
              </p>
              <ul className="mt-1 grid gap-1 text-sm text-muted-foreground">
                {[
                  `Unlimited full reports (fair use: ${offer.subscription.monthlyCap} a month)`,
                  "Follow-ups and progress tracking",
                  `Billed yearly (${formatEuroCents(offer.subscription.yearlyCents)})`,
                ].map((item) => (
                  <li key={item} className="flex items-center gap-1.5">
                    <Check className="size-4 text-primary" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <Button
              disabled={pending !== null}
              onClick={() => void buy({ kind: "subscription" }, "subscription")}
            >
              {pending === "subscription" ? "Redirecting..." : "Subscribe"}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
