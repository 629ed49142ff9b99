import { useLocale } from "next-intl";
import { eurosFromCents } from "@/lib/billing/money";
import { formatterFor } from "@/lib/i18n/format";

/**
 * A price in cents as the page's language writes euros: "€9.99" in English, "9,99 €" in German,
 * French and (European) Portuguese. `whole` drops the cents ("€0"). Written in the language's
 * region (lib/i18n/format.ts): plain `pt` would write Brazilian "€ 9,99".
 */
export function useEuroPrice(): (cents: number, whole?: boolean) => string {
  const format = formatterFor(useLocale());
  return (cents, whole = false) =>
    format.number(eurosFromCents(cents), {
      style: "currency",
      currency: "EUR",
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
}
