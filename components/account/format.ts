import { decimalEuros } from "@/lib/billing/money";

/** "23 May 2027": dates on the account page, in the reader's locale but unambiguous. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "Unknown date";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}

/** "€19.99", from an amount in cents. */
export function formatEuroCents(cents: number): string {
  return `€${decimalEuros(cents)}`;
}

/** "1 credit", "3 credits": the one wording of a number of credits (components/billing/texts.ts). */
export { credits as formatCredits } from "@/components/billing/texts";
