import { Gift, Mail, Sparkles } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { CheckoutProvider } from "@/components/pricing/checkout-provider";
import { PricingFaq } from "@/components/pricing/pricing-faq";
import { PricingPlans } from "@/components/pricing/pricing-plans";
import { ViewerSwitch } from "@/components/layout/viewer-switch";
import { Button } from "@/components/ui/button";
import type { PricingOffer } from "@/lib/pricing/offer";

// /pricing: the same cached page for every viewer; what depends on the viewer (the subscription
// card's button, the referral teaser) follows them in the browser.

/** The plans, the referral teaser for a signed-in viewer, and the questions, for this offer. */
export function PricingPageContent({ offer }: { offer: PricingOffer }) {
  const t = useTranslations("pricing");
  const { friendCredits, referrerReward } = offer.referral;
  return (
    // The toast is the browser's only text here: handed over as is rather than the whole namespace.
    <CheckoutProvider paymentFailed={t("paymentFailed")}>
      <section className="relative overflow-hidden" aria-labelledby="pricing-title">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_50%_-10%,var(--color-primary-soft),transparent)]"
        />
        <div className="mx-auto max-w-page px-4 pt-12 pb-16 sm:px-6 md:pt-20">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("eyebrow")}</p>
            <h1
              id="pricing-title"
              className="mt-2 text-[2rem] leading-[2.5rem] font-bold tracking-tight text-balance sm:text-display"
            >
              {t("heading")}
            </h1>
            <p className="mt-4 text-lead text-muted-foreground text-balance">{t("lead")}</p>
          </div>
          <div className="mt-12">
            <PricingPlans offer={offer} />
          </div>
          <p className="mx-auto mt-8 flex max-w-2xl flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-muted-foreground">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            {t("freeSummary")}
            <Link href="/upload" className="font-semibold text-primary underline-offset-4 hover:underline">
              {t("startFreeAnalysis")}
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
                    {t("teaser.title")}
                  </h2>
                  <p className="mt-1 text-sm">
                    {referrerReward > 0
                      ? t("teaser.friendAndReward", { friendCredits, reward: referrerReward })
                      : t("teaser.friend", { friendCredits })}
                  </p>
                </div>
              </div>
              <Button asChild variant="outline" className="shrink-0">
                <Link href="/referrals">{t("teaser.inviteFriends")}</Link>
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
            {t("faq.heading")}
          </h2>
        </div>
        <div className="mt-10">
          <PricingFaq offer={offer} />
        </div>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-xl bg-muted px-6 py-8 text-center">
          <Mail className="size-6 text-primary" aria-hidden="true" />
          <div>
            <h2 className="text-lg font-semibold">{t("stillQuestions")}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("respondWithin")}</p>
          </div>
          <Button asChild variant="outline">
            <Link href="/contact">{t("contactUs")}</Link>
          </Button>
        </div>
      </section>
    </CheckoutProvider>
  );
}
