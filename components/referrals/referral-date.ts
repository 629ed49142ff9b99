import type { useFormatter } from "next-intl";

type Format = Pick<ReturnType<typeof useFormatter>, "dateTime">;
type Words = (key: "unknownDate" | "invalidDate") => string;

/**
 * The spec's date helper for a friend's redemption, in the page's language: `unknownDate` when
 * the server sent none, `invalidDate` when it cannot be read, else the day ("Mar 5, 2026").
 */
export function referralDate(value: string | null | undefined, t: Words, format: Format): string {
  if (!value) return t("unknownDate");
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return t("invalidDate");
  return format.dateTime(date, { day: "numeric", month: "short", year: "numeric" });
}
