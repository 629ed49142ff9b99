"use client";

import { useQuery } from "@tanstack/react-query";
import { Check, Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { fallbackPricingOffer, pricingOfferOfAnswer } from "@/lib/pricing/offer";
import { DEFAULT_SETTINGS } from "@/lib/settings/schema";
import { accountApi, type CheckoutPlan } from "./api";
import { useAccountFormat } from "./format";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

/** The pack the pricing page also marks as the popular one. */
const POPULAR_PACK = "3_credits";

/**
 * The credit packs and the subscription at the server's prices (GET /api/settings/pricing),
 * through the checkout. When pricing cannot be read, the spec's fallback prices (section 8,
 * lib/pricing/offer.ts) are shown; the server prices the checkout itself either way.
 */
export function BuyCredits({ subscribed }: { subscribed: boolean }) {
  const t = useTranslations("account.buy");
  const billing = useTranslations("billing");
  const refusalText = useRefusalText();
  const format = useAccountFormat();
  const pricing = useQuery({ queryKey: ["pricing"], queryFn: accountApi.pricing, staleTime: 60_000 });
  const offer = pricing.data ? pricingOfferOfAnswer(pricing.data) : fallbackPricingOffer(DEFAULT_SETTINGS);
  const [pending, setPending] = useState<string | null>(null);

  async function buy(plan: CheckoutPlan, id: string) {
    setPending(id);
    try {
      const { checkout_url } = await accountApi.checkout(plan);
      window.location.assign(checkout_url);
    } catch (error) {
      notify.error(refusalText(error, t("paymentFailed")));
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
          {t("title")}
        </CardTitle>
        <CardDescription>
          {t("description", { count: offer.creditsPerFullReport, months: offer.creditExpiryMonths })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3 sm:grid-cols-3">
          {offer.packs.map((pack) => {
            const popular = pack.id === POPULAR_PACK;
            return (
              <li key={pack.id} className="flex flex-col gap-3 rounded-lg border border-border p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{billing("credits", { count: pack.credits })}</span>
                  {popular ? <Badge variant="accent">{t("popular")}</Badge> : null}
                </div>
                <span className="text-title font-semibold">{format.price(pack.priceCents)}</span>
                <Button
                  variant={popular ? "primary" : "outline"}
                  disabled={pending !== null}
                  aria-label={t("buyPack", { count: pack.credits })}
                  onClick={() => void buy({ kind: "credits", credits: pack.credits }, pack.id)}
                >
                  {pending === pack.id ? t("redirecting") : t("buy")}
                </Button>
              </li>
            );
          })}
        </ul>
        {!subscribed && (
          <div className="flex flex-col gap-3 rounded-lg bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold">
                {t("premium", { price: format.price(offer.subscription.monthlyCents) })}
              </p>
              <ul className="mt-1 grid gap-1 text-sm text-muted-foreground">
                {[
                  t("unlimited", { cap: offer.subscription.monthlyCap }),
                  t("followUps"),
                  t("billedYearly", { price: format.price(offer.subscription.yearlyCents) }),
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
              {pending === "subscription" ? t("redirecting") : t("subscribe")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
