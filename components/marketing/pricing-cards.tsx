import { Check } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEuroPrice } from "@/components/pricing/euro-price";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { LandingPricing } from "@/lib/pricing/offer";

type Plan = {
  id: "free" | "pay-per-use" | "premium";
  name: string;
  price: string;
  unit: string;
  description: string;
  features: string[];
  cta: { label: string; href: string };
  popular?: boolean;
};

/**
 * The landing page's three plans (spec section 9): prices, photo limits, the monthly cap and the
 * first free report all from the settings, through the same offer as /pricing.
 */
export function PricingCards({ pricing }: { pricing: LandingPricing }) {
  const t = useTranslations("home.pricing");
  // In the page's language: €9.99 in English, 9,99 € in German and French.
  const euros = useEuroPrice();
  const photos = (count: number) => t("photosPerReport", { count });
  const plans: Plan[] = [
    {
      id: "free",
      name: t("free.name"),
      price: euros(0, true),
      unit: t("free.unit"),
      description: t("free.description"),
      features: [
        t("free.summary"),
        photos(pricing.photosPerReport.free),
        ...(pricing.firstReportFree ? [t("firstReportFree")] : []),
        t("free.publicReports"),
      ],
      cta: { label: t("free.cta"), href: "/upload" },
    },
    {
      id: "pay-per-use",
      name: t("payPerUse.name"),
      price: euros(pricing.fullReportPriceCents),
      unit: t("payPerUse.unit"),
      description: t("payPerUse.description"),
      features: [
        t("payPerUse.fullReports"),
        photos(pricing.photosPerReport.paid),
        t("payPerUse.privateByDefault"),
        t("payPerUse.notes"),
      ],
      cta: { label: t("payPerUse.cta"), href: "/pricing" },
    },
    {
      id: "premium",
      name: t("premium.name"),
      price: euros(pricing.subscriptionPriceCents),
      unit: t("premium.unit"),
      description: t("premium.description"),
      features: [
        t("unlimitedReports", { cap: pricing.monthlyCap }),
        t("premium.followUps"),
        t("premium.progress"),
        t("premium.everything"),
      ],
      cta: { label: t("premium.cta"), href: "/pricing" },
      popular: true,
    },
  ];
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id} className="flex">
          <Card
            data-plan={plan.id}
            className={cn(
              "relative w-full",
              plan.popular && "border-primary shadow-raised ring-1 ring-primary",
            )}
          >
            {plan.popular ? (
              <Badge variant="accent" className="absolute -top-3 left-6 shadow-sm">
                {t("popular")}
              </Badge>
            ) : null}
            <CardHeader>
              <CardTitle>{plan.name}</CardTitle>
              <CardDescription>{plan.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <p className="flex items-baseline gap-2">
                <span className="text-headline font-bold tracking-tight" data-testid={`price-${plan.id}`}>
                  {plan.price}
                </span>
                <span className="text-sm text-muted-foreground">{plan.unit}</span>
              </p>
              <ul className="mt-6 grid gap-3 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button asChild variant={plan.popular ? "primary" : "outline"} className="w-full">
                <Link href={plan.cta.href}>{plan.cta.label}</Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
