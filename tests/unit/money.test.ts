import { describe, expect, it } from "vitest";
import { centsFromEuros, decimalEuros, euroPrice, eurosFromCents } from "@/lib/billing/money";

describe("money in cents", () => {
  it.each([
    [9.99, 999],
    [19.99, 1999],
    [0.29, 29], // 0.29 * 100 is 28.999999999999996 in floating point
    [1.15, 115], // and 1.15 * 100 is 114.99999999999999
    [7.99 * 12, 9588],
    [0, 0],
  ])("%d euros are %d cents", (euros, cents) => {
    expect(centsFromEuros(euros)).toBe(cents);
  });

  it.each([
    [999, "9.99", "9.99", "€9.99"],
    [9588, "95.88", "95.88", "€95.88"],
    [7, "0.07", "0.07", "€0.07"],
    [0, "0", "0.00", "€0.00"],
    [2147483647, "21474836.47", "21474836.47", "€21,474,836.47"],
  ])("%d cents are %s in a JSON answer, %s written out and %s on a page", (cents, json, decimal, shown) => {
    expect(JSON.stringify(eurosFromCents(cents))).toBe(json);
    expect(decimalEuros(cents)).toBe(decimal);
    expect(euroPrice(cents)).toBe(shown);
  });

  it("a sum of cents stays exact where a sum of euros does not", () => {
    const prices = [0.1, 0.2];
    expect(prices.reduce((sum, euros) => sum + euros, 0)).not.toBe(0.3);
    expect(eurosFromCents(prices.reduce((sum, euros) => sum + centsFromEuros(euros), 0))).toBe(0.3);
  });
});
