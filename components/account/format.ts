"use client";

import { useTranslations } from "next-intl";
import { useEuroPrice } from "@/components/pricing/euro-price";

/**
 * Dates and prices on the account page, in the page's language. A date is the catalogue's
 * `account.format.date`: English writes "23 May 2027" as the site always has, where next-intl's
 * own "en" formatting would write "May 23, 2027"; the other languages use their usual short date.
 */
export function useAccountFormat() {
  const t = useTranslations("account.format");
  const euros = useEuroPrice();
  return {
    date(value: string | null | undefined): string {
      if (!value) return t("unknownDate");
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return t("invalidDate");
      return t("date", { date });
    },
    /** "€19.99" in English, "19,99 €" in German: an amount in cents. */
    price(cents: number): string {
      return euros(cents);
    },
  };
}
