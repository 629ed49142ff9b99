export type LastUpdated = { iso: string; text: string };

/** Today's date as the policies show it ("Last updated", spec section 2), in the server's time zone. */
export function lastUpdatedDate(now: Date = new Date()): LastUpdated {
  return {
    iso: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`,
    text: now.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" }),
  };
}
