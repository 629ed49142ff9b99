import { cacheLife } from "next/cache";

/** A day as `YYYY-MM-DD`; each page writes it in its own language. */
export type LastUpdated = { iso: string };

/** Today's date as the policies show it ("Last updated", spec section 2), in the server's time zone. */
export function lastUpdatedDate(now: Date = new Date()): LastUpdated {
  return {
    iso: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`,
  };
}

/**
 * Today's date as a cached page shows it (the policies' "Last updated", the footer's year): kept
 * until the next midnight, so a page kept overnight moves to the new day.
 */
export async function pagesDate(): Promise<LastUpdated> {
  "use cache";
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const left = Math.max(0, Math.floor((midnight.getTime() - now.getTime()) / 1000));
  // Five minutes of `stale` at least, or Next leaves it out of kept pages (lib/cache/shared-reads.ts).
  cacheLife({ stale: Math.min(300, left), revalidate: left, expire: left });
  return lastUpdatedDate(now);
}
