import { ArrowRight, Camera, FileText, Lock, ScanFace, Timer, Users } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { FeaturedSlider } from "@/components/marketing/featured-slider";
import { HeroCarousel } from "@/components/marketing/hero-carousel";
import { PricingCards } from "@/components/marketing/pricing-cards";
import {
  SectionHeading,
  TestimonialsSection,
  TestimonialsSkeleton,
} from "@/components/marketing/testimonials-section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { UserReviewView } from "@/lib/home/content";
import type { HomePageData } from "@/lib/home/landing";

/** The three steps of "How it works": their icon and the messages `home.steps.<name>Title|Text`. */
const steps = [
  { icon: Camera, name: "upload" },
  { icon: ScanFace, name: "analysis" },
  { icon: FileText, name: "results" },
] as const;

type Props = {
  data: HomePageData;
  /** Streamed in behind a placeholder when still loading. */
  reviews: Promise<UserReviewView[]>;
  /** Whether the gallery has anything to show (the header's Community link too). */
  showCommunity: boolean;
};

/** The home page below the header, the same for every viewer but for `showCommunity`. */
export function HomePageContent({ data, reviews, showCommunity }: Props) {
  const t = useTranslations("home");
  const { slides, cases, pricing } = data;
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-primary-soft),transparent),radial-gradient(40rem_30rem_at_0%_100%,var(--color-accent),transparent)]"
        />
        <div className="mx-auto grid max-w-page items-center gap-10 px-4 pt-10 pb-8 sm:px-6 md:pt-20 md:pb-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
          <div>
            <Badge variant="soft">{t("hero.badge")}</Badge>
            <h1 className="mt-4 text-[2.25rem] leading-[2.75rem] font-bold tracking-tight text-balance sm:text-display">
              {t("hero.heading")}
            </h1>
            <p className="mt-5 max-w-xl text-lead text-muted-foreground">{t("hero.text")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/upload">
                  {t("hero.start")} <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              {showCommunity ? (
                <Button asChild size="lg" variant="outline" data-nav="community">
                  <Link href="/gallery">{t("hero.browseCommunity")}</Link>
                </Button>
              ) : null}
            </div>
            <ul className="mt-8 flex flex-col gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
              <li className="flex items-center gap-2">
                <Timer className="size-4 text-primary" aria-hidden="true" /> {t("hero.resultsInSeconds")}
              </li>
              <li className="flex items-center gap-2">
                <Lock className="size-4 text-primary" aria-hidden="true" /> {t("hero.privateReports")}
              </li>
              <li className="flex items-center gap-2">
                <Users className="size-4 text-primary" aria-hidden="true" /> {t("hero.plainLanguage")}
              </li>
            </ul>
          </div>
          <HeroCarousel slides={slides} />
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="py-14 md:py-20">
        <div className="mx-auto max-w-page px-4 sm:px-6">
          <SectionHeading id="how-it-works" eyebrow={t("steps.eyebrow")} title={t("steps.title")} />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.name}
                className="relative rounded-xl border border-border bg-card p-6 shadow-card"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <step.icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-muted-foreground">
                    {t("steps.step", { number: index + 1 })}
                  </span>
                </div>
                <h3 className="mt-4 text-title font-semibold">{t(`steps.${step.name}Title`)}</h3>
                <p className="mt-2 text-muted-foreground">{t(`steps.${step.name}Text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="pricing-heading" className="border-y border-border bg-card py-14 md:py-20">
        <div className="mx-auto max-w-page px-4 sm:px-6">
          <SectionHeading
            id="pricing-heading"
            eyebrow={t("pricing.eyebrow")}
            title={t("pricing.title")}
            text={t("pricing.text", { credits: pricing.creditsPerFullReport })}
          />
          <div className="mt-12">
            <PricingCards pricing={pricing} />
          </div>
          <p className="mt-8 text-center">
            <Link href="/pricing" className="font-semibold text-primary underline-offset-4 hover:underline">
              {t("pricing.compare")}
            </Link>
          </p>
        </div>
      </section>

      {cases.length > 0 ? (
        <section aria-labelledby="highlights-heading" className="py-14 md:py-20">
          <div className="mx-auto max-w-page px-4 sm:px-6">
            <SectionHeading
              id="highlights-heading"
              eyebrow={t("highlights.eyebrow")}
              title={t("highlights.title")}
              text={t("highlights.text")}
            />
            <div className="mx-auto mt-10 max-w-4xl">
              <FeaturedSlider cases={cases} />
            </div>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild variant="outline" size="lg">
                <Link href="/gallery">{t("highlights.moreCases")}</Link>
              </Button>
              <Button asChild size="lg">
                <Link href="/upload">{t("highlights.start")}</Link>
              </Button>
            </div>
          </div>
        </section>
      ) : null}

      <Suspense fallback={<TestimonialsSkeleton />}>
        <TestimonialsSection reviews={reviews} />
      </Suspense>

      <section aria-labelledby="closing-heading" className="px-4 py-14 sm:px-6 md:py-20">
        <div className="mx-auto max-w-page overflow-hidden rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-raised sm:px-12">
          <h2 id="closing-heading" className="text-headline font-semibold tracking-tight text-balance">
            {t("closing.title")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lead text-primary-foreground/90">{t("closing.text")}</p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link href="/upload">{t("closing.cta")}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
