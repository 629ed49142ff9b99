import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { byteCache, forgetEverywhere } from "@/lib/storage/byte-cache";

const bytes = (n: number) => Buffer.alloc(n);

/** A cache of its own for each test: caches live for the whole process. */
function freshCache(maxBytes: number, maxEntryBytes = maxBytes) {
  return byteCache<Buffer>(`test-${randomUUID()}`, { maxBytes, maxEntryBytes, sizeOf: (b) => b.byteLength });
}

const kept = (cache: ReturnType<typeof freshCache>, keys: string[]) =>
  keys.filter((key) => cache.get(key) !== undefined);

describe("byte caches", () => {
  it("drop the least recently used entries once the total passes the bound in bytes", () => {
    const cache = freshCache(30);
    cache.set("a", bytes(10));
    cache.set("b", bytes(10));
    cache.set("c", bytes(10));
    cache.get("a"); // a is now the most recently used
    cache.set("d", bytes(10));
    expect(kept(cache, ["a", "b", "c", "d"])).toEqual(["a", "c", "d"]);
  });

  it("count bytes, not entries: one large entry pushes out several small ones", () => {
    const cache = freshCache(100);
    for (const key of ["a", "b", "c", "d"]) cache.set(key, bytes(20));
    cache.set("big", bytes(50));
    expect(kept(cache, ["a", "b", "c", "d", "big"])).toEqual(["c", "d", "big"]);
  });

  it("do not keep an entry larger than the per-entry bound, and it pushes nothing out", () => {
    const cache = freshCache(100, 20);
    cache.set("small", bytes(20));
    cache.set("big", bytes(21));
    expect(kept(cache, ["small", "big"])).toEqual(["small"]);
  });

  it("keep an empty value", () => {
    const cache = freshCache(100);
    cache.set("empty", bytes(0));
    expect(cache.get("empty")).toEqual(bytes(0));
  });

  it("a replaced entry counts with its new size only", () => {
    const cache = freshCache(50);
    cache.set("a", bytes(40));
    cache.set("a", bytes(10));
    cache.set("b", bytes(40));
    expect(kept(cache, ["a", "b"])).toEqual(["a", "b"]);
  });

  it("forgetting a prefix drops its entries from every cache and leaves the others", () => {
    const variants = freshCache(100);
    const blobs = freshCache(100);
    const blobId = randomUUID();
    variants.set(`${blobId}:320`, bytes(5));
    variants.set(`${blobId}:full`, bytes(5));
    variants.set("other:320", bytes(5));
    blobs.set(blobId, bytes(5));
    forgetEverywhere(blobId);
    expect(kept(variants, [`${blobId}:320`, `${blobId}:full`, "other:320"])).toEqual(["other:320"]);
    expect(blobs.get(blobId)).toBeUndefined();
    // The bytes are given back: the bound holds entries where the forgotten ones were.
    for (const key of ["x", "y", "z"]) variants.set(key, bytes(30));
    expect(kept(variants, ["other:320", "x", "y", "z"])).toEqual(["other:320", "x", "y", "z"]);
  });

  it("are one per name for the whole process, even when the module is evaluated again", async () => {
    const name = `test-${randomUUID()}`;
    const options = { maxBytes: 100, maxEntryBytes: 100, sizeOf: (b: Buffer) => b.byteLength };
    byteCache<Buffer>(name, options).set("blob-1:320", bytes(5));

    // Next evaluates a module once per route bundle: a second copy must see the same cache.
    vi.resetModules();
    const again = await import("@/lib/storage/byte-cache");
    expect(again.byteCache<Buffer>(name, options).get("blob-1:320")).toEqual(bytes(5));

    // …and a delete made through the other copy reaches it.
    again.forgetEverywhere("blob-1");
    expect(byteCache<Buffer>(name, options).get("blob-1:320")).toBeUndefined();
  });
});
