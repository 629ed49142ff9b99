import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SimulatedCheckout } from "@/components/checkout/simulated-checkout";
import { HttpError } from "@/lib/errors/http-error";
import { simulatedCheckoutAvailable, simulatedCheckoutView } from "@/lib/billing/simulated-checkout";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("metaTitle"), robots: { index: false } };
}

// Rendered for each request: the checkout session named in the address.
export const instant = false;

type Props = { searchParams: Promise<{ session?: string | string[] }> };

export default async function SimulatedCheckoutPage({ searchParams }: Props) {
  // The session named in the address first: what follows belongs to this request (the clock
  // included), never to a kept page.
  const { session } = await searchParams;
  // Only while payments are simulated; in production (or with Stripe keys) the page does not exist.
  if (!(await simulatedCheckoutAvailable())) notFound();
  if (typeof session !== "string") notFound();
  const view = await simulatedCheckoutView(session).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!view) notFound();
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <SimulatedCheckout checkout={view} />
    </div>
  );
}
