import { cache } from "react";
import { UNKEPT_VERSION } from "@/lib/cache/page-cache-handler.mjs";
import { dataVersion, registerPageVersions } from "@/lib/cache/page-versions";
import { homePageData, homeReviews, type Fallbacks } from "@/lib/home/page-data";
import { publicReportsPage } from "@/lib/reports/queries";
import { sharedReport } from "@/lib/reports/shared-page";
import { GALLERY_PAGE_SIZE } from "@/lib/reports/schemas";
import { visitorNavigationState } from "@/lib/site/navigation";
import { lastUpdatedDate } from "@/lib/site/last-updated";
import { pageSettings, pricingPageOffer } from "@/lib/site/page-settings";
import { VISITOR_PAGES_PATH, VISITOR_REPORTS_PATH } from "@/lib/site/visitor-pages";

// What the kept pages a signed-out visitor gets (app/(visitor): the home page, the gallery, the
// pricing page, the privacy policy and the terms, a report) render from, and the data version of each: the page cache serves a kept page while its
// version is the one these reads give now, whatever else was written meanwhile. A page shown with
// a fallback (a read failed) has no version: it is shown, never kept, and a kept page is not
// served while a read fails.

/**
 * The header's state for a visitor, read once per request: the layout and the page's version
 * share it, so the version covers the header the page is shown with.
 */
export const visitorNavigation = cache(async () => {
  const fallbacks: Fallbacks = { used: false };
  const state = await visitorNavigationState(fallbacks);
  return { state, complete: !fallbacks.used };
});

/** The home page's data, the reviews and the header's state. */
export async function visitorHomeData() {
  const fallbacks: Fallbacks = { used: false };
  const [page, reviews, navigation] = await Promise.all([
    homePageData(fallbacks),
    homeReviews(fallbacks),
    visitorNavigation(),
  ]);
  return { page, reviews, navigation: navigation.state, complete: !fallbacks.used && navigation.complete };
}

/** The gallery's first page and the header's state. */
export async function visitorGalleryData() {
  const [first, navigation] = await Promise.all([
    publicReportsPage({ skip: 0, limit: GALLERY_PAGE_SIZE }),
    visitorNavigation(),
  ]);
  return { first, navigation: navigation.state, complete: navigation.complete };
}

/** The settings the privacy policy and the terms show, the day they are dated, and the header's state. */
export async function visitorLegalData() {
  const fallbacks: Fallbacks = { used: false };
  const [settings, navigation] = await Promise.all([pageSettings(fallbacks), visitorNavigation()]);
  return {
    settings,
    updated: lastUpdatedDate(),
    navigation: navigation.state,
    complete: !fallbacks.used && navigation.complete,
  };
}

/** The pricing page's offer and the header's state. */
export async function visitorPricingData() {
  const fallbacks: Fallbacks = { used: false };
  const [offer, navigation] = await Promise.all([pricingPageOffer(fallbacks), visitorNavigation()]);
  return { offer, navigation: navigation.state, complete: !fallbacks.used && navigation.complete };
}

/** The report as anyone may see it (null: the page is a 404) and the header's state. */
export async function visitorReportData(id: string) {
  const [report, navigation] = await Promise.all([sharedReport(id, null, undefined), visitorNavigation()]);
  return { report, navigation: navigation.state, complete: navigation.complete };
}

/** The version a page renders: none to keep when a fallback was shown. */
export function pageVersion(data: { complete: boolean }): string {
  return data.complete ? dataVersion(data) : UNKEPT_VERSION;
}

/** The version now, for the page cache; a failed read makes it unknown (the kept page is not served). */
function currentVersion(data: { complete: boolean }): string {
  if (!data.complete) throw new Error("a read failed: the page's version is unknown");
  return dataVersion(data);
}

/** What each kept page of VISITOR_PAGES_PATH renders from, by its name there. */
export const visitorPageData = {
  home: visitorHomeData,
  gallery: visitorGalleryData,
  pricing: visitorPricingData,
  privacy: visitorLegalData,
  terms: visitorLegalData,
};

export type VisitorPageName = keyof typeof visitorPageData;

export function isVisitorPageName(name: string): name is VisitorPageName {
  return Object.hasOwn(visitorPageData, name);
}

registerPageVersions(VISITOR_PAGES_PATH, async (page) =>
  isVisitorPageName(page) ? currentVersion(await visitorPageData[page]()) : undefined,
);
registerPageVersions(VISITOR_REPORTS_PATH, async (id) => currentVersion(await visitorReportData(id)));
