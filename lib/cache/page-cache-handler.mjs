// Next's cache for pages rendered on demand (next.config.ts `cacheHandler`): the pages as every
// signed-out visitor sees them (app/(visitor)), and Next's own prerendered error pages. A page is
// kept in this process's memory and served without rendering until anything it shows may have
// changed, by the rules of the read cache (lib/db/read-cache.ts), whose state this reads from
// globalThis:
// - a write by this process, or a notification of another's, moves the generation on, and every
//   page of an older generation is a miss, unless the page has a data version (below) that is
//   still the same;
// - a page is kept at most 60 s, and never past the expiry of a report it shows;
// - while the read cache is not trusted (notifications not heard), nothing is kept;
// - a page whose render overlapped a write is not kept, unless it has a data version: the
//   generation is taken at the look-up, before rendering.
//
// A data version (lib/cache/page-versions.ts) serves pages that writes elsewhere would otherwise
// drop all the time (under load, people upload, sign in and analyse every few milliseconds): the page
// writes a hash of everything it shows into a <meta> tag, and registers how to compute that hash
// now. A kept page is served while the two are equal. The hash is taken from the rendered page itself, so it always
// describes what the page shows, whatever changed during the render. A report's expiry is part of
// what the version reads (an expired report is not shown), so no page outlives it either way.
// Plain JavaScript: Next imports this file itself, outside the app's bundles.

/** The <meta name> a page's data version is written under. */
export const DATA_VERSION_META = "skinsight-data-version";
/** The version of a page shown with a fallback (a read failed): it is never kept. */
export const UNKEPT_VERSION = "unkept";
const DATA_VERSION_TAG = new RegExp(`<meta name="${DATA_VERSION_META}" content="([A-Za-z0-9_-]{1,128})"`);

const MAX_AGE_MS = 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_PENDING = 10_000;

/** @returns {{ generation: number, deadline: number, current: () => number, trusted: () => boolean } | undefined} */
const readCache = () => /** @type {any} */ (globalThis).__skinsightReadCache;

/** @returns {Map<string, (segment: string) => Promise<string | undefined>> | undefined} */
const pageVersions = () => /** @type {any} */ (globalThis).__skinsightPageVersions;

/**
 * The folder and last segment of the page's path in Next's cache key
 * (`/route-cache/APP_PAGE/<build>/$/visitor-pages/home`: `/visitor-pages` and `home`).
 * @param {string} key
 */
function pageOf(key) {
  const marker = key.indexOf("/$/");
  const path = marker === -1 ? key : key.slice(marker + 2);
  const slash = path.lastIndexOf("/");
  return { folder: path.slice(0, slash), segment: path.slice(slash + 1) };
}

/**
 * The data version a page would have if rendered now, when it registered how to compute it.
 * @param {string} key
 * @returns {Promise<string | undefined>}
 */
async function versionNow(key) {
  const { folder, segment } = pageOf(key);
  const version = pageVersions()?.get(folder);
  if (!version) return undefined;
  try {
    return await version(segment);
  } catch {
    return undefined;
  }
}

/**
 * The data version a rendered page carries, if any.
 * @param {any} value
 * @returns {string | undefined}
 */
function versionIn(value) {
  return typeof value?.html === "string" ? DATA_VERSION_TAG.exec(value.html)?.[1] : undefined;
}

/**
 * Bytes an entry holds, at most: text at two bytes a character, the payload for React, and the
 * per-segment payloads.
 * @param {string} key
 * @param {any} value
 */
function sizeOf(key, value) {
  const html = typeof value?.html === "string" ? 2 * value.html.length : 0;
  const rsc = value?.rscData?.byteLength ?? 0;
  let segments = 0;
  if (value?.segmentData instanceof Map) {
    for (const [name, data] of value.segmentData) segments += 2 * name.length + (data?.byteLength ?? 0);
  }
  return 2 * key.length + html + rsc + segments + 1024;
}

export default class PageCacheHandler {
  /** @type {Map<string, { value: unknown, generation: number, version: string | undefined, validUntil: number, lastModified: number, size: number }>} */
  static entries = new Map();
  /** The generation each missed key was read at, until its render is stored. */
  static pending = new Map();
  static bytes = 0;

  /** @param {string} key */
  static drop(key) {
    const entry = PageCacheHandler.entries.get(key);
    if (!entry) return;
    PageCacheHandler.entries.delete(key);
    PageCacheHandler.bytes -= entry.size;
  }

  /** @param {string} key */
  async get(key) {
    const cache = readCache();
    if (!cache?.trusted()) return null;
    const generation = cache.current();
    const entry = PageCacheHandler.entries.get(key);
    if (entry && entry.validUntil > Date.now()) {
      if (entry.generation === generation) return { lastModified: entry.lastModified, value: entry.value };
      if (entry.version !== undefined && entry.version === (await versionNow(key))) {
        // Still the entry looked at, and nothing made the reads untrustworthy meanwhile.
        // Checked on every visit after a write, never marked current: a read the version depends on
        // may lag its table by a few seconds (the settings), and the next check catches it.
        if (PageCacheHandler.entries.get(key) === entry && cache.trusted())
          return { lastModified: entry.lastModified, value: entry.value };
      }
    }
    // Not an entry another request stored while this one was checking.
    if (entry && PageCacheHandler.entries.get(key) === entry) PageCacheHandler.drop(key);
    if (PageCacheHandler.pending.size >= MAX_PENDING) PageCacheHandler.pending.clear();
    PageCacheHandler.pending.set(key, cache.current());
    return null;
  }

  /**
   * @param {string} key
   * @param {any} data
   */
  async set(key, data) {
    const seen = PageCacheHandler.pending.get(key);
    PageCacheHandler.pending.delete(key);
    PageCacheHandler.drop(key);
    const cache = readCache();
    if (!data || data.kind !== "APP_PAGE" || seen === undefined || !cache?.trusted()) return;
    const version = versionIn(data);
    if (version === UNKEPT_VERSION) return;
    // A page of a folder with versions that has none (a 404 for any address one makes up) is not kept.
    if (version === undefined && pageVersions()?.has(pageOf(key).folder)) return;
    // A write since the look-up: without a version this page could never be served, so it takes no room.
    if (cache.current() !== seen && version === undefined) return;
    const now = Date.now();
    const size = sizeOf(key, data);
    PageCacheHandler.entries.set(key, {
      value: data,
      generation: seen,
      version,
      validUntil: Math.min(now + MAX_AGE_MS, cache.deadline),
      lastModified: now,
      size,
    });
    PageCacheHandler.bytes += size;
    for (const oldest of PageCacheHandler.entries.keys()) {
      if (PageCacheHandler.bytes <= MAX_BYTES) break;
      PageCacheHandler.drop(oldest);
    }
  }

  /** Pages are dropped by the read cache's generation, not by tags; a tag drops them all. */
  async revalidateTag() {
    PageCacheHandler.entries.clear();
    PageCacheHandler.bytes = 0;
  }

  resetRequestCache() {}
}
