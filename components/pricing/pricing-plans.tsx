import { Check, ShieldCheck } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { ViewerSwitch } from "@/components/layout/viewer-switch";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SUBSCRIPTION_ACTIVE_URL } from "@/lib/billing/texts";
import type { PricingOffer } from "@/lib/pricing/offer";
import { useEuroPrice } from "./euro-price";
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
  const t = useTranslations("pricing");
  const euroPrice = useEuroPrice();
  const { subscription, packs, creditExpiryMonths } = offer;
  const single = packs[0]!;
  const premium = t("premium.name");
  const photos = t("photosPerReport", { max: offer.photosPerReport.paid });
  return (
    <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2 md:gap-8">
      <Card
        data-plan="premium"
        className="relative border-primary shadow-raised ring-1 ring-primary"
        aria-labelledby="plan-premium"
      >
        <Badge variant="accent" className="absolute -top-3 left-6 shadow-sm">
          {t("mostPopular")}
        </Badge>
        <CardHeader className="pt-8">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2" id="plan-premium" className="text-title">
              {premium}
            </CardTitle>
            {subscription.savings ? (
              <Badge variant="success" data-testid="savings-badge">
                {t("save", { percent: subscription.savings.percent })}
              </Badge>
            ) : null}
          </div>
          <CardDescription>{t("premium.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div>
            <p className="flex items-baseline gap-2">
              <span className="text-display font-bold tracking-tight" data-testid="price-subscription">
                {euroPrice(subscription.monthlyCents)}
              </span>
              <span className="text-muted-foreground">{t("premium.perMonth")}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="price-subscription-yearly">
              {t("premium.billedYearly", { price: euroPrice(subscription.yearlyCents) })}
            </p>
            {subscription.savings ? (
              <div
                className="mt-4 rounded-lg border border-border bg-muted/60 p-4 text-sm"
                data-testid="savings"
              >
                <p className="font-medium">{t("premium.comparedWith")}</p>
                <dl className="mt-2 grid gap-1 text-muted-foreground">
                  <div className="flex justify-between gap-4">
                    <dt>{t("premium.singleCredits", { count: subscription.billedMonths })}</dt>
                    <dd>{euroPrice(single.priceCents * subscription.billedMonths)}</dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt>{t("premium.oneYear", { plan: premium })}</dt>
                    <dd>{euroPrice(subscription.yearlyCents)}</dd>
                  </div>
                </dl>
                <p className="mt-2 border-t border-border pt-2 font-semibold text-success">
                  {t("premium.savePerYear", {
                    percent: subscription.savings.percent,
                    amount: euroPrice(subscription.savings.perYearCents),
                  })}
                </p>
              </div>
            ) : null}
          </div>
          <Features
            items={[
              t("premium.unlimitedReports", { cap: subscription.monthlyCap }),
              t("premium.followUps"),
              t("premium.progress"),
              photos,
              t("premium.privateReports"),
            ]}
          />
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3">
          <ViewerSwitch
            when="subscribed"
            then={
              <>
                <Button asChild size="lg">
                  <Link href={SUBSCRIPTION_ACTIVE_URL}>{t("premium.manage")}</Link>
                </Button>
                <p className="text-center text-sm text-muted-foreground">{t("premium.alreadySubscribed")}</p>
              </>
            }
            otherwise={
              <PurchaseButton plan={subscriptionPurchase(subscription.monthlyCents)} size="lg">
                {t("premium.get", { plan: premium })}
              </PurchaseButton>
            }
          />
        </CardFooter>
      </Card>

      <Card data-plan="pay-per-use" aria-labelledby="plan-pay-per-use">
        <CardHeader className="pt-8">
          <CardTitle as="h2" id="plan-pay-per-use" className="text-title">
            {t("payPerUse.name")}
          </CardTitle>
          <CardDescription>{t("payPerUse.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <p className="flex items-baseline gap-2">
            <span className="text-display font-bold tracking-tight" data-testid="price-credit">
              {euroPrice(single.priceCents)}
            </span>
            <span className="text-muted-foreground">{t("payPerUse.perCredit")}</span>
          </p>
          <Features
            items={[
              t("payPerUse.creditsPerFullReport", { credits: offer.creditsPerFullReport }),
              photos,
              t("payPerUse.privateByDefault"),
              t("payPerUse.creditsValidFor", { months: creditExpiryMonths }),
            ]}
          />
          <ul className="grid gap-3" aria-label={t("payPerUse.packs")}>
            {packs.map((pack) => (
              <li
                key={pack.id}
                data-pack={pack.id}
                className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 sm:p-4"
              >
                <div className="min-w-0">
                  {/* A longer badge (most languages) wraps under the count, flush with it. */}
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                    {t("payPerUse.packCredits", { credits: pack.credits })}
                    {pack.percentOff > 0 ? (
                      <Badge variant="soft">{t("save", { percent: pack.percentOff })}</Badge>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <span className="font-medium text-foreground" data-testid={`price-${pack.id}`}>
                      {euroPrice(pack.priceCents)}
                    </span>
                    {pack.credits > 1
                      ? ` · ${t("payPerUse.each", { price: euroPrice(pack.perCreditCents) })}`
                      : null}
                  </p>
                </div>
                <PurchaseButton
                  plan={creditPurchase(pack.id, pack.credits, pack.priceCents)}
                  variant={pack.credits === 3 ? "primary" : "outline"}
                  aria-label={t("payPerUse.buyPack", { credits: pack.credits })}
                >
                  {t("payPerUse.buy")}
                </PurchaseButton>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t("payPerUse.securePayments")}
          </p>
        </CardFooter>
      </Card>
    </div>
  );
}
