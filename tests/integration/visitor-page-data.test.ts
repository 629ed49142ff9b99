import { afterEach, describe, expect, it, vi } from "vitest";
import { UNKEPT_VERSION } from "@/lib/cache/page-cache-handler.mjs";

// The kept pages a visitor gets are never built from a fallback: when a read fails, the page is
// shown with what it has (the spec's fallbacks) but carries no version, so it is not kept, and a
// kept page is not served while its version cannot be computed.

const failing = vi.hoisted(() => ({ reviews: false, listed: false, settings: false }));

vi.mock("@/lib/home/content", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/home/content")>();
  return {
    ...actual,
    activeReviews: () =>
      failing.reviews ? Promise.reject(new Error("database down")) : actual.activeReviews(),
  };
});
vi.mock("@/lib/reports/queries", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/reports/queries")>();
  return {
    ...actual,
    hasListedReports: () =>
      failing.listed ? Promise.reject(new Error("database down")) : actual.hasListedReports(),
  };
});

vi.mock("@/lib/settings", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/settings")>();
  return {
    ...actual,
    getSettings: () => (failing.settings ? Promise.reject(new Error("database down")) : actual.getSettings()),
  };
});

const { pageVersion, visitorGalleryData, visitorHomeData, visitorLegalData, visitorPricingData } =
  await import("@/lib/site/visitor-page-data");
const { DEFAULT_SETTINGS } = await import("@/lib/settings");

/** The version the page cache would compute now (lib/cache/page-versions.ts registers it). */
function versionNow(folder: string, segment: string): Promise<string | undefined> {
  const versions = (globalThis as { __skinsightPageVersions?: Map<string, (s: string) => Promise<string>> })
    .__skinsightPageVersions;
  return versions!.get(folder)!(segment);
}

afterEach(() => {
  failing.reviews = false;
  failing.listed = false;
  failing.settings = false;
});

describe("the data of the pages a visitor gets", () => {
  it("has a version the page and the page cache agree on while every read succeeds", async () => {
    const home = await visitorHomeData();
    expect(home.complete).toBe(true);
    expect(pageVersion(home)).toMatch(/^[\w-]{32}$/);
    expect(await versionNow("/visitor-pages", "home")).toBe(pageVersion(home));
    expect(await versionNow("/visitor-pages", "gallery")).toBe(pageVersion(await visitorGalleryData()));
    const legal = await visitorLegalData();
    expect(legal.complete).toBe(true);
    expect(legal.updated.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await versionNow("/visitor-pages", "privacy")).toBe(pageVersion(legal));
    expect(await versionNow("/visitor-pages", "terms")).toBe(pageVersion(legal));
    const pricing = await visitorPricingData();
    expect(pricing.complete).toBe(true);
    expect(await versionNow("/visitor-pages", "pricing")).toBe(pageVersion(pricing));
    expect(await versionNow("/visitor-pages", "made-up")).toBeUndefined();
    expect(await versionNow("/visitor-pages", "constructor")).toBeUndefined();
  });

  it("has none when a read fell back: the page is shown, not kept, and a kept one is not served", async () => {
    failing.reviews = true;
    const home = await visitorHomeData();
    expect(home.reviews).toEqual([]);
    expect(home.complete).toBe(false);
    expect(pageVersion(home)).toBe(UNKEPT_VERSION);
    await expect(versionNow("/visitor-pages", "home")).rejects.toThrow();

    failing.reviews = false;
    failing.listed = true;
    const gallery = await visitorGalleryData();
    // The spec's fallback: Community is assumed present.
    expect(gallery.navigation.showCommunity).toBe(true);
    expect(pageVersion(gallery)).toBe(UNKEPT_VERSION);
    await expect(versionNow("/visitor-pages", "gallery")).rejects.toThrow();
  });

  it("keeps no pricing or legal page made of the default settings when the settings cannot be read", async () => {
    failing.settings = true;
    const legal = await visitorLegalData();
    expect(legal.settings).toEqual(DEFAULT_SETTINGS);
    expect(pageVersion(legal)).toBe(UNKEPT_VERSION);
    await expect(versionNow("/visitor-pages", "privacy")).rejects.toThrow();
    await expect(versionNow("/visitor-pages", "terms")).rejects.toThrow();

    const pricing = await visitorPricingData();
    // The spec's fallback prices.
    expect(pricing.offer.packs[0]!.priceCents).toBe(999);
    expect(pricing.offer.subscription.monthlyCents).toBe(799);
    expect(pageVersion(pricing)).toBe(UNKEPT_VERSION);
    await expect(versionNow("/visitor-pages", "pricing")).rejects.toThrow();

    // The home page's pricing cards come from the same offer, with the same fallback.
    const home = await visitorHomeData();
    expect(home.page.pricing).toMatchObject({ fullReportPriceCents: 999, subscriptionPriceCents: 799 });
    expect(home.page.pricing.photosPerReport).toEqual({
      free: DEFAULT_SETTINGS.max_photos_per_report_free,
      paid: DEFAULT_SETTINGS.max_photos_per_report_paid,
    });
    expect(pageVersion(home)).toBe(UNKEPT_VERSION);
    await expect(versionNow("/visitor-pages", "home")).rejects.toThrow();
  });
});
