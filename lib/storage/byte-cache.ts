// Values kept in memory, least recently used out first, bounded by their total size in bytes.
//
// One cache per name for the whole process: Next evaluates a module once per route bundle, and a
// delete in one bundle must reach the entries another bundle made.

export class ByteCache<V> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    /** Larger entries are not kept: one would push out many small ones. */
    readonly maxEntryBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Move to the end: most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxEntryBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(old);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(value);
  }

  /** Drops every key that starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }

  /** Bytes held. */
  get size(): number {
    return this.bytes;
  }
}

const caches = globalThis as typeof globalThis & { __skinsightByteCaches?: Map<string, ByteCache<unknown>> };

/**
 * Drops, in every cache of the process, the entries whose key starts with `prefix`: the caches of
 * what is made from a stored blob key their entries by the blob id, so deleting a blob frees them all.
 */
export function forgetEverywhere(prefix: string): void {
  for (const cache of caches.__skinsightByteCaches?.values() ?? []) cache.deletePrefix(prefix);
}

/** The process's cache of this name, made with these bounds on first use. */
export function byteCache<V>(
  name: string,
  options: { maxBytes: number; maxEntryBytes: number; sizeOf: (value: V) => number },
): ByteCache<V> {
  caches.__skinsightByteCaches ??= new Map();
  let cache = caches.__skinsightByteCaches.get(name) as ByteCache<V> | undefined;
  if (!cache) {
    cache = new ByteCache(options.maxBytes, options.maxEntryBytes, options.sizeOf);
    caches.__skinsightByteCaches.set(name, cache as ByteCache<unknown>);
  }
  return cache;
}
