"use client";

import { useTranslations } from "next-intl";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";
import { useEuroPrice } from "@/components/pricing/euro-price";
import { SHORT_DATE_FORMAT } from "@/lib/reports/dates";

/** Dates and prices on the account page, in the page's language: "23 May 2027", "23. Mai 2027". */
export function useAccountFormat() {
  const t = useTranslations("account.format");
  const format = useRegionalFormatter();
  const euros = useEuroPrice();
  return {
    date(value: string | null | undefined): string {
      if (!value) return t("unknownDate");
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return t("invalidDate");
      return format.dateTime(date, SHORT_DATE_FORMAT);
    },
    /** "€19.99" in English, "19,99 €" in German: an amount in cents. */
    price(cents: number): string {
      return euros(cents);
    },
  };
}
