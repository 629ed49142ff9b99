import { useFormatter } from "next-intl";
import { eurosFromCents } from "@/lib/billing/money";

/** A price in cents as the page's language writes euros: "€9.99" in English, "9,99 €" in German and French. */
export function useEuroPrice(): (cents: number) => string {
  const format = useFormatter();
  return (cents) => format.number(eurosFromCents(cents), { style: "currency", currency: "EUR" });
}
