import { ArrowRight, Camera, FileText, Lock, ScanFace, Timer, Users } from "lucide-react";
import Link from "next/link";
import { Suspense } from "react";
import { FeaturedSlider } from "@/components/marketing/featured-slider";
import { HeroCarousel } from "@/components/marketing/hero-carousel";
import { CLOSING_CTA, HERO_HEADING, pricingSectionText } from "@/components/marketing/landing-texts";
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

const steps = [
  { icon: Camera, title: "Upload photo", text: "Take or choose a clear, well-lit photo of the skin area." },
  { icon: ScanFace, title: "AI analysis", text: "Our model reviews the photo and your answers in seconds." },
  { icon: FileText, title: "Get results", text: "Read a structured report with findings and next steps." },
];

type Props = {
  data: HomePageData;
  /** Streamed in behind a placeholder when still loading. */
  reviews: Promise<UserReviewView[]>;
  /** Whether the gallery has anything to show (the header's Community link too). */
  showCommunity: boolean;
};

/** The home page below the header, the same for every viewer but for `showCommunity`. */
export function HomePageContent({ data, reviews, showCommunity }: Props) {
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
            <Badge variant="soft">Free summary · no account needed</Badge>
            <h1 className="mt-4 text-[2.25rem] leading-[2.75rem] font-bold tracking-tight text-balance sm:text-display">
              {HERO_HEADING}
            </h1>
            <p className="mt-5 max-w-xl text-lead text-muted-foreground">
              Upload a photo of your skin and get a free summary report at once. Go deeper with a full
              dermatology-style report whenever you need it.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/upload">
                  Start Free Analysis <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              {showCommunity ? (
                <Button asChild size="lg" variant="outline" data-nav="community">
                  <Link href="/gallery">Browse community cases</Link>
                </Button>
              ) : null}
            </div>
            <ul className="mt-8 flex flex-col gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
              <li className="flex items-center gap-2">
                <Timer className="size-4 text-primary" aria-hidden="true" /> Results in seconds
              </li>
              <li className="flex items-center gap-2">
                <Lock className="size-4 text-primary" aria-hidden="true" /> Private reports with credits
              </li>
              <li className="flex items-center gap-2">
                <Users className="size-4 text-primary" aria-hidden="true" /> Written in plain language
              </li>
            </ul>
          </div>
          <HeroCarousel slides={slides} />
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="py-14 md:py-20">
        <div className="mx-auto max-w-page px-4 sm:px-6">
          <SectionHeading id="how-it-works" eyebrow="How it works" title="Three steps to your skin report" />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="relative rounded-xl border border-border bg-card p-6 shadow-card"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <step.icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
                </div>
                <h3 className="mt-4 text-title font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="pricing-heading" className="border-y border-border bg-card py-14 md:py-20">
        <div className="mx-auto max-w-page px-4 sm:px-6">
          <SectionHeading
            id="pricing-heading"
            eyebrow="Pricing"
            title="Start free, upgrade when you need more"
            text={pricingSectionText(pricing.creditsPerFullReport)}
          />
          <div className="mt-12">
            <PricingCards pricing={pricing} />
          </div>
          <p className="mt-8 text-center">
            <Link href="/pricing" className="font-semibold text-primary underline-offset-4 hover:underline">
              Compare plans and credit packs
            </Link>
          </p>
        </div>
      </section>

      {cases.length > 0 ? (
        <section aria-labelledby="highlights-heading" className="py-14 md:py-20">
          <div className="mx-auto max-w-page px-4 sm:px-6">
            <SectionHeading
              id="highlights-heading"
              eyebrow="Community"
              title="Community Highlights"
              text="Real reports that people chose to share publicly."
            />
            <div className="mx-auto mt-10 max-w-4xl">
              <FeaturedSlider cases={cases} />
            </div>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild variant="outline" size="lg">
                <Link href="/gallery">More cases</Link>
              </Button>
              <Button asChild size="lg">
                <Link href="/upload">Start Your Analysis</Link>
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
            Curious about a spot, a rash or a change?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lead text-primary-foreground/90">
            Get a clear, structured summary in seconds. It is free, and you do not need an account.
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link href="/upload">{CLOSING_CTA}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
