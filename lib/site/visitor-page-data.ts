import { dataVersion, registerPageVersion } from "@/lib/cache/page-versions";
import { homePageData, homeReviews } from "@/lib/home/page-data";
import { publicReportsPage } from "@/lib/reports/queries";
import { GALLERY_PAGE_SIZE } from "@/lib/reports/schemas";
import { visitorNavigationState } from "@/lib/site/navigation";
import { VISITOR_PAGES_PATH } from "@/lib/site/visitor-pages";

// What the kept home page and gallery a signed-out visitor gets (app/(visitor)/visitor-pages)
// render from, and the data version of each: the page cache serves a kept page while its
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

registerPageVersion(`${VISITOR_PAGES_PATH}/home`, async () => dataVersion(await visitorHomeData()));
registerPageVersion(`${VISITOR_PAGES_PATH}/gallery`, async () => dataVersion(await visitorGalleryData()));
