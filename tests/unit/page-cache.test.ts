import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PageCacheHandler from "@/lib/cache/page-cache-handler.mjs";
import { cachedRead, invalidateCachedReads, setReadCacheTrust } from "@/lib/db/read-cache";

// The page cache serves a visitor's report page without rendering, by the read cache's rules: a
// write or another instance's notification drops it, a render that overlapped a write is not
// kept, nothing is kept while notifications are not heard, and no page outlives a report's expiry.

const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("rsc"),
  headers: {},
  status: 200,
});
const handler = () => new PageCacheHandler();

/** What Next does on a request: look the page up, and on a miss render it and store it. */
async function visit(key: string, render: () => Promise<string> | string) {
  const hit = await handler().get(key);
  if (hit) return { cached: true, html: (hit.value as { html: string }).html };
  const html = await render();
  await handler().set(key, page(html));
  return { cached: false, html };
}

beforeEach(async () => {
  setReadCacheTrust(() => true);
  await handler().revalidateTag();
  invalidateCachedReads();
});
afterEach(() => {
  vi.useRealTimers();
  setReadCacheTrust(() => false);
});

describe("the page cache", () => {
  it("serves a page again from memory until anything is written", async () => {
    expect(await visit("/visitor-reports/a", () => "one")).toEqual({ cached: false, html: "one" });
    expect(await visit("/visitor-reports/a", () => "two")).toEqual({ cached: true, html: "one" });
    invalidateCachedReads();
    expect(await visit("/visitor-reports/a", () => "three")).toEqual({ cached: false, html: "three" });
    expect(await visit("/visitor-reports/a", () => "four")).toEqual({ cached: true, html: "three" });
  });

  it("does not keep a page whose render overlapped a write", async () => {
    await visit("/visitor-reports/a", () => {
      invalidateCachedReads();
      return "read before the write";
    });
    expect(await visit("/visitor-reports/a", () => "fresh")).toEqual({ cached: false, html: "fresh" });
  });

  it("keeps nothing while other instances' writes would not be heard", async () => {
    setReadCacheTrust(() => false);
    await visit("/visitor-reports/a", () => "one");
    expect(await visit("/visitor-reports/a", () => "two")).toEqual({ cached: false, html: "two" });
  });

  it("drops a page when a report read for it expires, and after a minute in any case", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T12:00:00Z"), toFake: ["Date"] });
    const expiresAt = new Date("2026-11-23T12:00:30Z");
    await visit("/visitor-reports/a", () =>
      cachedRead("report:a", async () => "row", { expires: () => expiresAt }),
    );
    await visit("/visitor-reports/b", () => "b");
    vi.setSystemTime(new Date("2026-11-23T12:00:29Z"));
    expect((await visit("/visitor-reports/a", () => "x")).cached).toBe(true);
    vi.setSystemTime(new Date("2026-11-23T12:00:30Z"));
    expect((await visit("/visitor-reports/a", () => "after expiry")).cached).toBe(false);
    expect((await visit("/visitor-reports/a", () => "x")).cached).toBe(true);
    vi.setSystemTime(new Date("2026-11-23T12:01:31Z"));
    expect((await visit("/visitor-reports/a", () => "a minute on")).cached).toBe(false);
  });

  it("keeps only rendered pages, not other kinds of entries or a set without a look-up", async () => {
    await handler().get("/fetch");
    await handler().set("/fetch", { kind: "FETCH", data: {} });
    expect(await handler().get("/fetch")).toBeNull();
    await handler().set("/unasked", page("x"));
    expect(await handler().get("/unasked")).toBeNull();
  });
});
