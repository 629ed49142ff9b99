import { Check } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FIRST_REPORT_FREE, photosPerReport, unlimitedReports } from "@/components/pricing/pricing-texts";
import { euroPrice } from "@/lib/billing/money";
import type { LandingPricing } from "@/lib/pricing/offer";

type Plan = {
  id: string;
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
  const plans: Plan[] = [
    {
      id: "free",
      name: "Free",
      price: "€0",
      unit: "forever",
      description: "See what AI skin analysis can do.",
      features: [
        "Instant summary report",
        photosPerReport(pricing.photosPerReport.free),
        ...(pricing.firstReportFree ? [FIRST_REPORT_FREE] : []),
        "Public reports",
      ],
      cta: { label: "Try It Free", href: "/upload" },
    },
    {
      id: "pay-per-use",
      name: "Pay-per-use",
      price: euroPrice(pricing.fullReportPriceCents),
      unit: "per full report",
      description: "Full reports whenever you need one.",
      features: [
        "Full dermatology-style reports",
        photosPerReport(pricing.photosPerReport.paid),
        "Private by default",
        "Notes and medical records",
      ],
      cta: { label: "Buy Credits", href: "/pricing" },
    },
    {
      id: "premium",
      name: "Premium",
      price: euroPrice(pricing.subscriptionPriceCents),
      unit: "per month, billed yearly",
      description: "For tracking your skin over time.",
      features: [
        unlimitedReports(pricing.monthlyCap),
        "Follow-up reports",
        "Progress tracking",
        "Everything in Pay-per-use",
      ],
      cta: { label: "Go Premium", href: "/pricing" },
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
                Popular
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
