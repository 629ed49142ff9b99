// Money is held and computed in whole cents: payments.amount_cents, the settings' prices, the plans a
// checkout sells, the pricing offer. Euros appear only at the edges: the JSON answers the spec defines
// (and the settings the console posts), and what pages show.

/** Whole cents of a price in euros with at most two decimals, such as a price the console posts: 9.99 → 999. */
export function centsFromEuros(euros: number): number {
  return Math.round(euros * 100);
}

/** Euros of an amount in cents, as the spec's JSON answers give them: 999 → 9.99. */
export function eurosFromCents(cents: number): number {
  return cents / 100;
}

/** Two decimals, written from the integer: 999 → "9.99", 7 → "0.07". */
export function decimalEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

const EURO_PRICE = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });

/** A price as pages show it: 999 → "€9.99". */
export function euroPrice(cents: number): string {
  return EURO_PRICE.format(eurosFromCents(cents));
}
