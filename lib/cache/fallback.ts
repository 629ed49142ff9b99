import { connection } from "next/server";
import { logger } from "@/lib/log";

/**
 * What a page shows of a shared read: its value, or `fallback` when it fails (the spec's demo
 * images, default prices, Community assumed). A page shown with a fallback is rendered for this
 * request only and never kept, so it is not served once the read works again.
 */
export async function shownOrFallback<T>(read: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    logger.warn({ err: error }, `${what} failed to load; the page shows its fallback`);
    await connection();
    return fallback;
  }
}
