import { dataVersion, registerPageVersions } from "@/lib/cache/page-versions";
import { homePageData, homeReviews } from "@/lib/home/page-data";
import { publicReportsPage } from "@/lib/reports/queries";
import { sharedReport } from "@/lib/reports/shared-page";
import { GALLERY_PAGE_SIZE } from "@/lib/reports/schemas";
import { visitorNavigationState } from "@/lib/site/navigation";
import { VISITOR_PAGES_PATH, VISITOR_REPORTS_PATH } from "@/lib/site/visitor-pages";

// What the kept pages a signed-out visitor gets (app/(visitor): the home page, the gallery, a
// report) render from, and the data version of each: the page cache serves a kept page while its
// version is the one these reads give now, whatever else was written meanwhile.

/** The home page's data, the reviews and the header's state. */
export async function visitorHomeData() {
  const [page, reviews, navigation] = await Promise.all([
    homePageData(),
    homeReviews(),
    visitorNavigationState(),
  ]);
  return { page, reviews, navigation };
}

/** The gallery's first page and the header's state. */
export async function visitorGalleryData() {
  const [first, navigation] = await Promise.all([
    publicReportsPage({ skip: 0, limit: GALLERY_PAGE_SIZE }),
    visitorNavigationState(),
  ]);
  return { first, navigation };
}

/** The report as anyone may see it (null: the page is a 404) and the header's state. */
export async function visitorReportData(id: string) {
  const [report, navigation] = await Promise.all([
    sharedReport(id, null, undefined),
    visitorNavigationState(),
  ]);
  return { report, navigation };
}

registerPageVersions(VISITOR_PAGES_PATH, async (page) => {
  if (page === "home") return dataVersion(await visitorHomeData());
  if (page === "gallery") return dataVersion(await visitorGalleryData());
  return undefined;
});
registerPageVersions(VISITOR_REPORTS_PATH, async (id) => dataVersion(await visitorReportData(id)));
