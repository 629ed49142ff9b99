"use client";

import { useQuery } from "@tanstack/react-query";
import { Check, Sparkles } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { notify } from "@/components/ui/toaster";
import { detailOr } from "@/lib/api-client";
import { accountApi } from "./api";
import { formatEuro } from "./format";
import { PAYMENT_FAILED } from "./texts";

// The spec's defaults when the pricing call fails (section 8).
const FALLBACK_PRICES = { "1_credit": 9.99, "3_credits": 19.99, "10_credits": 79.99 };
const FALLBACK_SUBSCRIPTION = 7.99;
const FALLBACK_EXPIRY_DAYS = 180;

const PACKAGES = [
  { credits: 1, key: "1_credit" },
  { credits: 3, key: "3_credits" },
  { credits: 10, key: "10_credits" },
] as const;

type Plan = { kind: "credits"; credits: 1 | 3 | 10 } | { kind: "subscription" };

/** 1, 3 or 10 credits and the subscription, at the server's prices, through the checkout. */
export function BuyCredits({ subscribed }: { subscribed: boolean }) {
  const pricing = useQuery({ queryKey: ["pricing"], queryFn: accountApi.pricing, staleTime: 60_000 });
  const prices = pricing.data?.credit_prices ?? FALLBACK_PRICES;
  const monthly = pricing.data?.subscription_price ?? FALLBACK_SUBSCRIPTION;
  const months = Math.round((pricing.data?.credits_expiry_days ?? FALLBACK_EXPIRY_DAYS) / 30);
  const [pending, setPending] = useState<string | null>(null);

  async function buy(plan: Plan, id: string) {
    setPending(id);
    try {
      const { checkout_url } = await accountApi.checkout(plan);
      window.location.assign(checkout_url);
    } catch (error) {
      notify.error(detailOr(error, PAYMENT_FAILED));
      setPending(null);
    }
  }

  return (
    <Card data-testid="buy-credits">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Get more full reports
        </CardTitle>
        <CardDescription>
          One credit buys one full report. Credits are valid for {months} months.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3 sm:grid-cols-3">
          {PACKAGES.map((pack) => {
            const id = pack.key;
            const label = `${pack.credits} ${pack.credits === 1 ? "credit" : "credits"}`;
            return (
              <li key={id} className="flex flex-col gap-3 rounded-lg border border-border p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{label}</span>
                  {pack.credits === 3 ? <Badge variant="accent">Popular</Badge> : null}
                </div>
                <span className="text-title font-semibold">{formatEuro(prices[pack.key])}</span>
                <Button
                  variant={pack.credits === 3 ? "primary" : "outline"}
                  disabled={pending !== null}
                  aria-label={`Buy ${label}`}
                  onClick={() => void buy({ kind: "credits", credits: pack.credits }, id)}
                >
                  {pending === id ? "Redirecting..." : "Buy"}
                </Button>
              </li>
            );
          })}
        </ul>
        {!subscribed && (
          <div className="flex flex-col gap-3 rounded-lg bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold">Premium Unlimited · {formatEuro(monthly)} a month</p>
              <ul className="mt-1 grid gap-1 text-sm text-muted-foreground">
                {[
                  "Unlimited full reports",
                  "Follow-ups and progress tracking",
                  `Billed yearly (${formatEuro(monthly * 12)})`,
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
