import type { useTranslations } from "next-intl";
import type { formatterFor } from "@/lib/i18n/format";
import { SHORT_DATE_FORMAT } from "@/lib/reports/dates";

type ReferralWords = ReturnType<typeof useTranslations<"referrals">>;

/**
 * The spec's date helper for a friend's redemption, in the page's language: `unknownDate` when
 * the server sent none, `invalidDate` when it cannot be read, else a short date ("5 Mar 2026").
 */
export function referralDate(
  value: string | null | undefined,
  t: ReferralWords,
  format: ReturnType<typeof formatterFor>,
): string {
  if (!value) return t("unknownDate");
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return t("invalidDate");
  return format.dateTime(date, SHORT_DATE_FORMAT);
}
