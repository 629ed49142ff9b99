"use client";

import { useFormatter, useTranslations } from "next-intl";
import { eurosFromCents } from "@/lib/billing/money";

/**
 * Dates and prices on the account page, in the page's language. A date is the catalogue's
 * `account.format.date`: English writes "23 May 2027" as the site always has, where next-intl's
 * own "en" formatting would write "May 23, 2027"; the other languages use their usual short date.
 */
export function useAccountFormat() {
  const t = useTranslations("account.format");
  const format = useFormatter();
  return {
    date(value: string | null | undefined): string {
      if (!value) return t("unknownDate");
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return t("invalidDate");
      return t("date", { date });
    },
    /** "€19.99" in English, "19,99 €" in German: an amount in cents. */
    price(cents: number): string {
      return format.number(eurosFromCents(cents), { style: "currency", currency: "EUR" });
    },
  };
}
