import { Check, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { ViewerSwitch } from "@/components/layout/viewer-switch";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { euroPrice } from "@/lib/billing/money";
import type { PricingOffer } from "@/lib/pricing/offer";
import {
  creditsPerFullReport,
  creditsValidFor,
  PAY_PER_USE_PLAN,
  photosPerReport,
  PREMIUM_PLAN,
  SUBSCRIPTION_ACTIVE_URL,
  unlimitedReports,
} from "./pricing-texts";
import { PurchaseButton } from "./purchase-button";
import { creditPurchase, subscriptionPurchase } from "./purchase-plans";

function Features({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The two plans of /pricing (spec section 2), priced from the settings. */
export function PricingPlans({ offer }: { offer: PricingOffer }) {
  const { subscription, packs, creditExpiryMonths } = offer;
  const single = packs[0]!;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2 md:gap-8">
      <Card
        data-plan="premium"
        className="relative border-primary shadow-raised ring-1 ring-primary"
        aria-labelledby="plan-premium"
      >
        <Badge variant="accent" className="absolute -top-3 left-6 shadow-sm">
          Most popular
        </Badge>
        <CardHeader className="pt-8">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2" id="plan-premium" className="text-title">
              {PREMIUM_PLAN}
            </CardTitle>
            {subscription.savings ? (
              <Badge variant="success" data-testid="savings-badge">
                Save {subscription.savings.percent}%
              </Badge>
            ) : null}
          </div>
          <CardDescription>For tracking your skin over time, with every report in full.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div>
            <p className="flex items-baseline gap-2">
              <span className="text-display font-bold tracking-tight" data-testid="price-subscription">
                {euroPrice(subscription.monthlyCents)}
              </span>
              <span className="text-muted-foreground">per month</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="price-subscription-yearly">
              Billed yearly: {euroPrice(subscription.yearlyCents)}
            </p>
            {subscription.savings ? (
              <div
                className="mt-4 rounded-lg border border-border bg-muted/60 p-4 text-sm"
                data-testid="savings"
              >
                <p className="font-medium">Compared with one single credit a month</p>
                <dl className="mt-2 grid gap-1 text-muted-foreground">
                  <div className="flex justify-between gap-4">
                    <dt>{subscription.billedMonths} single credits</dt>
                    <dd>{euroPrice(single.priceCents * subscription.billedMonths)}</dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt>{PREMIUM_PLAN}, one year</dt>
                    <dd>{euroPrice(subscription.yearlyCents)}</dd>
                  </div>
                </dl>
                <p className="mt-2 border-t border-border pt-2 font-semibold text-success">
                  Save {subscription.savings.percent}% ({euroPrice(subscription.savings.perYearCents)} a year)
                </p>
              </div>
            ) : null}
          </div>
          <Features
            items={[
              unlimitedReports(subscription.monthlyCap),
              "Follow-up reports that compare with an earlier one",
              "Progress tracking over time",
              photosPerReport(offer.photosPerReport.paid),
              "Private reports, context notes and medical records",
            ]}
          />
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3">
          <ViewerSwitch
            when="subscribed"
            then={
              <>
                <Button asChild size="lg">
                  <Link href={SUBSCRIPTION_ACTIVE_URL}>Manage your subscription</Link>
                </Button>
                <p className="text-center text-sm text-muted-foreground">You are already subscribed.</p>
              </>
            }
            otherwise={
              <PurchaseButton plan={subscriptionPurchase(subscription.monthlyCents)} size="lg">
                Get {PREMIUM_PLAN}
              </PurchaseButton>
            }
          />
        </CardFooter>
      </Card>

      <Card data-plan="pay-per-use" aria-labelledby="plan-pay-per-use">
        <CardHeader className="pt-8">
          <CardTitle as="h2" id="plan-pay-per-use" className="text-title">
            {PAY_PER_USE_PLAN}
          </CardTitle>
          <CardDescription>Full reports whenever you need one. No subscription.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <p className="flex items-baseline gap-2">
            <span className="text-display font-bold tracking-tight" data-testid="price-credit">
              {euroPrice(single.priceCents)}
            </span>
            <span className="text-muted-foreground">per credit</span>
          </p>
          <Features
            items={[
              creditsPerFullReport(offer.creditsPerFullReport),
              photosPerReport(offer.photosPerReport.paid),
              "Private by default, with notes and medical records",
              creditsValidFor(creditExpiryMonths),
            ]}
          />
          <ul className="grid gap-3" aria-label="Credit packs">
            {packs.map((pack) => (
              <li
                key={pack.id}
                data-pack={pack.id}
                className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 sm:p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold">
                    {pack.credits} {pack.credits === 1 ? "credit" : "credits"}
                    {pack.percentOff > 0 ? (
                      <Badge variant="soft" className="ml-2 align-middle">
                        Save {pack.percentOff}%
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <span className="font-medium text-foreground" data-testid={`price-${pack.id}`}>
                      {euroPrice(pack.priceCents)}
                    </span>
                    {pack.credits > 1 ? ` · ${euroPrice(pack.perCreditCents)} each` : null}
                  </p>
                </div>
                <PurchaseButton
                  plan={creditPurchase(pack.id, pack.credits, pack.priceCents)}
                  variant={pack.credits === 3 ? "primary" : "outline"}
                  aria-label={`Buy ${pack.credits} ${pack.credits === 1 ? "credit" : "credits"}`}
                >
                  Buy
                </PurchaseButton>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            Payments are processed securely by Stripe. SkinSight never sees your card number.
          </p>
        </CardFooter>
      </Card>
    </div>
  );
}
