import { useLocale } from "next-intl";
import { formatterFor } from "@/lib/i18n/format";

/**
 * next-intl's formatter in the page's language and its region (British English, European
 * Portuguese: lib/i18n/format.ts), for server and client components alike. Pages format dates and
 * numbers with this, never with next-intl's plain `useFormatter()`, so English is written one way.
 */
export function useRegionalFormatter() {
  return formatterFor(useLocale());
}
