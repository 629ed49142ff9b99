import { cacheLife, cacheTag } from "next/cache";
import { heroImageRows, reviewRows } from "@/lib/home/content";
import { photoAccessRow } from "@/lib/photos/access-row";
import {
  anyListedReport,
  featuredReportRows,
  findReport,
  listedReportsPage,
  nextListedExpiry,
} from "@/lib/reports/rows";
import { showReport } from "@/lib/reports/shared-page";
import { DEFAULT_SETTINGS, getSettings } from "@/lib/settings";
import { isBuilding } from "./build";
import { LANDING, LISTED, photoTag, reportTag, SETTINGS, SHARED, sharedReadsKept, userTag } from "./tags";

// The reads every visitor gets the same way, kept in Next's cache ('use cache') and expired by their
// tags (./tags.ts) where they change. Who may see a report or a photo is still decided per request
// from the rows kept here. Pages made of these reads are kept whole by Next and expire with them.
// - Nothing is kept while this instance cannot hear the others' changes (the reads get no life).
// - `next build` opens no database: it gets an empty answer, which every instance expires as it
//   starts (./handler.mjs), so no page from the build is ever served.
// - Only inside a request (a page or a route handler): jobs read the rows directly.

/** How long a shared read is kept: until `until` (a report's expiry) or an hour; nothing while changes cannot be heard. */
function life(until: Date | null = null) {
  if (isBuilding()) return { stale: 30, revalidate: 3600, expire: 3601 };
  if (!sharedReadsKept()) return { stale: 0, revalidate: 0, expire: 0 };
  const hour = 3600;
  const left = until ? Math.floor((until.getTime() - Date.now()) / 1000) : hour + 1;
  const expire = Math.max(0, Math.min(hour + 1, left));
  // Never served past `expire`, and never stale-while-revalidate before it: a report shown must not outlive its expiry.
  return { stale: Math.min(30, expire), revalidate: Math.max(0, expire - 1), expire };
}

/** A report's row with what access and serialising need, or null; the rows are shared: never change them. */
export async function sharedReportRow(id: string) {
  "use cache";
  cacheTag(SHARED, reportTag(id));
  const report = isBuilding() ? null : await findReport(id);
  if (report?.userId) cacheTag(userTag(report.userId));
  cacheLife(life(report?.expiresAt));
  return report;
}

/**
 * A report's page as anyone may see it (public, listed, not expired), or null: rendered from here
 * without reading the request or the clock, so Next can keep the page whole.
 */
export async function sharedPublicReport(id: string) {
  "use cache";
  cacheTag(SHARED, reportTag(id));
  const report = isBuilding() ? null : await findReport(id);
  if (report?.userId) cacheTag(userTag(report.userId));
  cacheLife(life(report?.expiresAt));
  return showReport(report, null, undefined);
}

/** A page of the gallery (GALLERY_PAGE_SIZE cards from `skip`), until the next listed report expires. */
export async function sharedGalleryPage(skip: number, limit: number) {
  "use cache";
  cacheTag(SHARED, LISTED);
  const [cards, until] = isBuilding()
    ? [[], null]
    : await Promise.all([listedReportsPage(skip, limit), nextListedExpiry()]);
  cacheLife(life(until));
  return cards;
}

/** The featured reports, until the next listed report expires. */
export async function sharedFeaturedReports() {
  "use cache";
  cacheTag(SHARED, LISTED);
  const [featured, until] = isBuilding()
    ? [[], null]
    : await Promise.all([featuredReportRows(), nextListedExpiry()]);
  cacheLife(life(until));
  return featured;
}

/** Whether any report is listed (the header's Community link). */
export async function sharedAnyListed() {
  "use cache";
  cacheTag(SHARED, LISTED);
  const [listed, until] = isBuilding()
    ? [true, null]
    : await Promise.all([anyListedReport(), nextListedExpiry()]);
  cacheLife(life(until));
  return listed;
}

/** A photo's kind, owner and reports, from which each request decides who may see it. */
export async function sharedPhotoAccessRow(id: string) {
  "use cache";
  cacheTag(SHARED, photoTag(id));
  const photo = isBuilding() ? null : await photoAccessRow(id);
  if (photo) {
    if (photo.kind !== "report") cacheTag(LANDING);
    if (photo.userId) cacheTag(userTag(photo.userId));
    for (const { reportId, report } of photo.reports) {
      cacheTag(reportTag(reportId));
      if (report.userId) cacheTag(userTag(report.userId));
    }
  }
  cacheLife(life());
  return photo;
}

/** The active hero images, in order. */
export async function sharedHeroImages() {
  "use cache";
  cacheTag(SHARED, LANDING);
  cacheLife(life());
  return isBuilding() ? [] : heroImageRows();
}

/** The active reviews, in order. */
export async function sharedReviews() {
  "use cache";
  cacheTag(SHARED, LANDING);
  cacheLife(life());
  return isBuilding() ? [] : reviewRows();
}

/** The settings as pages show them (prices, limits, retention). */
export async function sharedSettings() {
  "use cache";
  cacheTag(SHARED, SETTINGS);
  cacheLife(life());
  return isBuilding() ? DEFAULT_SETTINGS : getSettings();
}
