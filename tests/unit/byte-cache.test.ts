import { describe, expect, it } from "vitest";
import { ByteCache } from "@/lib/storage/byte-cache";

const bytes = (n: number) => Buffer.alloc(n);

describe("ByteCache", () => {
  it("drops the least recently used entries once the total passes its bound", () => {
    const cache = new ByteCache<Buffer>(30, 30, (b) => b.byteLength);
    cache.set("a", bytes(10));
    cache.set("b", bytes(10));
    cache.set("c", bytes(10));
    cache.get("a"); // a is now the most recently used
    cache.set("d", bytes(10));
    expect(cache.get("b")).toBeUndefined();
    expect(["a", "c", "d"].every((key) => cache.get(key))).toBe(true);
    expect(cache.size).toBe(30);
  });

  it("does not keep an entry larger than its per-entry bound", () => {
    const cache = new ByteCache<Buffer>(100, 20, (b) => b.byteLength);
    cache.set("big", bytes(21));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("replacing or deleting an entry keeps the byte count right", () => {
    const cache = new ByteCache<Buffer>(100, 100, (b) => b.byteLength);
    cache.set("a", bytes(10));
    cache.set("a", bytes(30));
    expect(cache.size).toBe(30);
    cache.set("blob:320", bytes(5));
    cache.set("blob:640", bytes(5));
    cache.deletePrefix("blob");
    expect(cache.size).toBe(30);
    cache.delete("a");
    expect(cache.size).toBe(0);
  });
});
