import type { useTranslations } from "next-intl";

type ReferralWords = ReturnType<typeof useTranslations<"referrals">>;

/**
 * The spec's date helper for a friend's redemption, in the page's language: `unknownDate` when
 * the server sent none, `invalidDate` when it cannot be read, else the catalogue's `date`. English
 * writes "5 Mar 2026" as the site always has (as the account page does), where next-intl's own
 * "en" formatting would write "Mar 5, 2026"; the other languages use their usual short date.
 */
export function referralDate(value: string | null | undefined, t: ReferralWords): string {
  if (!value) return t("unknownDate");
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return t("invalidDate");
  return t("date", { date });
}
