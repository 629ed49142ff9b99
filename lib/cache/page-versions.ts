import { createHash } from "node:crypto";

// Data versions of the pages the page cache keeps (lib/cache/page-cache-handler.mjs says how it
// uses them): a page renders <DataVersion> with the version of everything it shows, and registers
// how to compute that version now, from the same reads.

/** By the folder of the pages' paths: a page's version from its path's last segment, or undefined for none. */
type PageVersions = Map<string, (segment: string) => Promise<string | undefined>>;

// On globalThis: the cache handler is loaded by Next outside the app's bundles.
const shared = globalThis as typeof globalThis & { __skinsightPageVersions?: PageVersions };
const versions = (shared.__skinsightPageVersions ??= new Map());

/** A short hash of a page's data, as JSON: equal data, equal version. */
export function dataVersion(data: unknown): string {
  return createHash("sha256").update(JSON.stringify(data)).digest("base64url").slice(0, 32);
}

/**
 * Registers how to compute the data version of the pages Next caches at `${folder}/{segment}`, from
 * the same reads each page renders from.
 */
export function registerPageVersions(
  folder: string,
  version: (segment: string) => Promise<string | undefined>,
): void {
  versions.set(folder, version);
}
