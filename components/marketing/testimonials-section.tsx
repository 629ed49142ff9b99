import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";
import type { UserReviewView } from "@/lib/home/content";
import { Testimonials } from "./testimonials";

/** Streams in after the rest of the page; nothing at all when there are no reviews. */
export async function TestimonialsSection({ reviews: loading }: { reviews: Promise<UserReviewView[]> }) {
  const reviews = await loading;
  if (reviews.length === 0) return null;
  const t = await getTranslations("home.testimonials");
  return (
    <section aria-labelledby="testimonials-heading" className="bg-accent/60 py-14 md:py-20">
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" title={t("title")} text={t("text")} />
        <div className="mx-auto mt-10 max-w-4xl">
          <Testimonials
            reviews={reviews}
            labels={{
              carousel: t("carousel"),
              previous: t("previous"),
              next: t("next"),
              show: reviews.map((_, index) => t("show", { number: index + 1 })),
            }}
          />
        </div>
      </div>
    </section>
  );
}

/** The pulsing placeholder while the reviews load. */
export function TestimonialsSkeleton() {
  return (
    <div data-testid="testimonials-loading" className="mx-auto max-w-4xl px-4 py-14 sm:px-6 md:py-20">
      <Skeleton className="mx-auto h-8 w-64" />
      <Skeleton className="mx-auto mt-3 h-5 w-96 max-w-full" />
      <div className="mt-10 grid gap-4 md:grid-cols-2">
        <Skeleton className="h-44" />
        <Skeleton className="hidden h-44 md:block" />
      </div>
    </div>
  );
}

export function SectionHeading({
  id,
  title,
  text,
  eyebrow,
}: {
  id: string;
  title: string;
  text?: string;
  eyebrow?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-headline font-semibold tracking-tight text-balance">
        {title}
      </h2>
      {text ? <p className="mt-3 text-lead text-muted-foreground text-balance">{text}</p> : null}
    </div>
  );
}
