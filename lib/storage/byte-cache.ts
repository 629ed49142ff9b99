import { LRUCache } from "lru-cache";

// Values kept in memory, least recently used out first, bounded by their total size in bytes.
//
// One cache per name for the whole process: Next evaluates a module once per route bundle, and a
// delete in one bundle must reach the entries another bundle made.

export type ByteCache<V extends object> = LRUCache<string, V>;

const caches = globalThis as typeof globalThis & { __skinsightByteCaches?: Map<string, ByteCache<object>> };

/**
 * Drops, in every cache of the process, the entries whose key starts with `prefix`: the caches of
 * what is made from a stored blob key their entries by the blob id, so deleting a blob frees them all.
 */
export function forgetEverywhere(prefix: string): void {
  for (const cache of caches.__skinsightByteCaches?.values() ?? []) {
    for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
  }
}

/** The process's cache of this name, made with these bounds on first use. */
export function byteCache<V extends object>(
  name: string,
  options: {
    maxBytes: number;
    /** Larger entries are not kept: one would push out many small ones. */
    maxEntryBytes: number;
    sizeOf: (value: V) => number;
  },
): ByteCache<V> {
  caches.__skinsightByteCaches ??= new Map();
  let cache = caches.__skinsightByteCaches.get(name) as ByteCache<V> | undefined;
  if (!cache) {
    cache = new LRUCache<string, V>({
      maxSize: options.maxBytes,
      maxEntrySize: options.maxEntryBytes,
      // lru-cache refuses a size of 0; an empty value still takes an entry.
      sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
    });
    caches.__skinsightByteCaches.set(name, cache as unknown as ByteCache<object>);
  }
  return cache;
}
