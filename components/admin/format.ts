// How the console writes money, dates and counts; pure, for server and client components alike.

const EUROS = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export const euros = (amount: number) => EUROS.format(amount);

/** An amount in its own currency (payments may not all be in euros). */
export function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-IE", { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Times in UTC, so the server's and the browser's rendering agree. */
export const dateTime = (iso: string | null) => (iso ? `${DATE_TIME.format(new Date(iso))} UTC` : "—");
export const date = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : "—");
