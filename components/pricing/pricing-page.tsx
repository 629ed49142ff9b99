import { Gift, Mail, Sparkles } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { CheckoutProvider } from "@/components/pricing/checkout-provider";
import { PricingFaq } from "@/components/pricing/pricing-faq";
import { PricingPlans } from "@/components/pricing/pricing-plans";
import { PRICING_HEADING, referralTeaser } from "@/components/pricing/pricing-texts";
import { ViewerSwitch } from "@/components/layout/viewer-switch";
import { Button } from "@/components/ui/button";
import type { PricingOffer } from "@/lib/pricing/offer";

// /pricing: the same cached page for every viewer; what depends on the viewer (the subscription
// card's button, the referral teaser) follows them in the browser.

export const PRICING_METADATA: Metadata = {
  alternates: { canonical: "/pricing" },
  title: "Pricing",
  description:
    "Start with a free AI skin summary. Buy credits for full dermatology-style reports, or go Premium Unlimited for unlimited reports and progress tracking.",
};

/** The plans, the referral teaser for a signed-in viewer, and the questions, for this offer. */
export function PricingPageContent({ offer }: { offer: PricingOffer }) {
  return (
    <CheckoutProvider>
      <section className="relative overflow-hidden" aria-labelledby="pricing-title">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_50%_-10%,var(--color-primary-soft),transparent)]"
        />
        <div className="mx-auto max-w-page px-4 pt-12 pb-16 sm:px-6 md:pt-20">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pricing</p>
            <h1
              id="pricing-title"
              className="mt-2 text-[2rem] leading-[2.5rem] font-bold tracking-tight text-balance sm:text-display"
            >
              {PRICING_HEADING}
            </h1>
            <p className="mt-4 text-lead text-muted-foreground text-balance">
              Every analysis starts with a free summary. Pay only when you want the full dermatology-style
              report, or go unlimited.
            </p>
          </div>
          <div className="mt-12">
            <PricingPlans offer={offer} />
          </div>
          <p className="mx-auto mt-8 flex max-w-2xl flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-muted-foreground">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Just curious? A summary report is free and needs no account.
            <Link href="/upload" className="font-semibold text-primary underline-offset-4 hover:underline">
              Start Free Analysis
            </Link>
          </p>
        </div>
      </section>

      <ViewerSwitch
        when="signed_in"
        then={
          <section
            aria-labelledby="referral-teaser"
            className="px-4 pb-16 sm:px-6"
            data-testid="referral-teaser"
          >
            <div className="mx-auto flex max-w-5xl flex-col gap-4 rounded-xl border border-border bg-accent p-6 text-accent-foreground sm:flex-row sm:items-center sm:justify-between sm:p-8">
              <div className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-card text-accent-foreground">
                  <Gift className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h2 id="referral-teaser" className="text-lg font-semibold">
                    Get credits for free
                  </h2>
                  <p className="mt-1 text-sm">{referralTeaser(offer.referral)}</p>
                </div>
              </div>
              <Button asChild variant="outline" className="shrink-0">
                <Link href="/referrals">Invite friends</Link>
              </Button>
            </div>
          </section>
        }
      />

      <section
        aria-labelledby="faq-heading"
        className="border-t border-border bg-card px-4 py-16 sm:px-6 md:py-20"
      >
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="faq-heading" className="text-headline font-semibold tracking-tight">
            Frequently asked questions
          </h2>
        </div>
        <div className="mt-10">
          <PricingFaq offer={offer} />
        </div>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-xl bg-muted px-6 py-8 text-center">
          <Mail className="size-6 text-primary" aria-hidden="true" />
          <div>
            <h2 className="text-lg font-semibold">Still have questions?</h2>
            <p className="mt-1 text-sm text-muted-foreground">We typically respond within 24 hours.</p>
          </div>
          <Button asChild variant="outline">
            <Link href="/contact">Contact us</Link>
          </Button>
        </div>
      </section>
    </CheckoutProvider>
  );
}
