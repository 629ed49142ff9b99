import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PageCacheHandler, { DATA_VERSION_META, UNKEPT_VERSION } from "@/lib/cache/page-cache-handler.mjs";
import { registerPageVersions } from "@/lib/cache/page-versions";
import { cachedRead, invalidateCachedReads, setReadCacheTrust } from "@/lib/db/read-cache";

// The page cache serves a visitor's report page without rendering, by the read cache's rules: a
// write or another instance's notification drops it, a render that overlapped a write is not
// kept, nothing is kept while notifications are not heard, and no page outlives a report's expiry.
// A page with a data version (the home page and the gallery) is kept across writes while the
// version it was rendered with is the one its data gives now.

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

describe("the page cache, for a page with a data version", () => {
  // Next's key for the page at /visitor-pages/home.
  const KEY = "/route-cache/APP_PAGE/build/$/visitor-pages/home";
  let current = "v1";
  const versioned = (version: string, text: string) =>
    `<html><head><meta name="${DATA_VERSION_META}" content="${version}"/></head><body>${text}</body></html>`;
  const shows = (result: { html: string }) => result.html.replace(/^.*<body>|<\/body>.*$/g, "");

  beforeEach(() => {
    current = "v1";
    registerPageVersions("/visitor-pages", async (page) => (page === "home" ? current : undefined));
  });
  afterEach(() => registerPageVersions("/visitor-pages", async () => undefined));

  it("is served across writes that leave its version as it was, and rendered again when it changes", async () => {
    expect((await visit(KEY, () => versioned("v1", "one"))).cached).toBe(false);
    invalidateCachedReads();
    invalidateCachedReads("reports");
    const kept = await visit(KEY, () => versioned("v1", "two"));
    expect({ cached: kept.cached, shows: shows(kept) }).toEqual({ cached: true, shows: "one" });
    current = "v2";
    const fresh = await visit(KEY, () => versioned("v2", "three"));
    expect({ cached: fresh.cached, shows: shows(fresh) }).toEqual({ cached: false, shows: "three" });
    invalidateCachedReads();
    expect(shows(await visit(KEY, () => versioned("v2", "four")))).toBe("three");
  });

  it("is kept though its render overlapped a write, under the version the page itself shows", async () => {
    // The data changed between the look-up (v1) and the reads of the render (v2).
    await visit(KEY, () => {
      invalidateCachedReads();
      current = "v2";
      return versioned("v2", "rendered from v2");
    });
    expect(shows(await visit(KEY, () => versioned("v2", "again")))).toBe("rendered from v2");
    // Changed back: the kept page shows v2's data, so it is not what v1 would show.
    current = "v1";
    const back = await visit(KEY, () => versioned("v1", "rendered from v1"));
    expect({ cached: back.cached, shows: shows(back) }).toEqual({ cached: false, shows: "rendered from v1" });
  });

  it("is not served when its version cannot be computed, nor kept by a version tag alone", async () => {
    await visit(KEY, () => versioned("v1", "one"));
    invalidateCachedReads();
    registerPageVersions("/visitor-pages", () => Promise.reject(new Error("database down")));
    expect((await visit(KEY, () => versioned("v1", "two"))).cached).toBe(false);

    // A page with no version registered is dropped by any write, whatever its markup says: one of
    // a folder with none, or one its folder's function has no version for.
    registerPageVersions("/visitor-pages", async (page) => (page === "home" ? "v1" : undefined));
    for (const key of ["/visitor-reports/a", "/route-cache/APP_PAGE/build/$/visitor-pages/other"]) {
      await visit(key, () => versioned("v1", "page"));
      invalidateCachedReads();
      expect((await visit(key, () => versioned("v1", "again"))).cached).toBe(false);
    }
  });

  it("keeps nothing while other instances' writes would not be heard, version or not", async () => {
    await visit(KEY, () => versioned("v1", "one"));
    setReadCacheTrust(() => false);
    expect((await visit(KEY, () => versioned("v1", "two"))).cached).toBe(false);
  });

  it("keeps neither a page shown with a fallback nor one of its folder without a version (a 404)", async () => {
    expect((await visit(KEY, () => versioned(UNKEPT_VERSION, "demo images"))).cached).toBe(false);
    expect((await visit(KEY, () => versioned(UNKEPT_VERSION, "again"))).cached).toBe(false);
    const madeUp = "/route-cache/APP_PAGE/build/$/visitor-pages/made-up";
    expect((await visit(madeUp, () => "<html>404</html>")).cached).toBe(false);
    expect((await visit(madeUp, () => "<html>404</html>")).cached).toBe(false);
  });

  it("is not served past a minute, version or not", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T12:00:00Z"), toFake: ["Date"] });
    await visit(KEY, () => versioned("v1", "one"));
    invalidateCachedReads();
    vi.setSystemTime(new Date("2026-11-23T12:00:59Z"));
    expect((await visit(KEY, () => versioned("v1", "two"))).cached).toBe(true);
    vi.setSystemTime(new Date("2026-11-23T12:01:01Z"));
    expect((await visit(KEY, () => versioned("v1", "three"))).cached).toBe(false);
  });
});
