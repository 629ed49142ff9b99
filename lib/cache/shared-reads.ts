import { cacheLife, cacheTag } from "next/cache";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "@/lib/db/unavailable";
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
// - An error thrown inside a cached function reaches its caller as an anonymous one, so a database
//   that cannot be reached comes out as `{ unavailable }` (kept by nobody) and is thrown again
//   outside as DatabaseUnavailableError: the routes' 503 and the pages' fallbacks still see it.

type Shared<T> = { value: T } | { unavailable: true };

/** The read's value, or that the database could not be reached; any other error is thrown. */
async function attempt<T>(read: () => Promise<T>): Promise<Shared<T>> {
  try {
    return { value: await read() };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { unavailable: true };
    throw error;
  }
}

/** The value, or DatabaseUnavailableError. */
function opened<T>(shared: Shared<T>): T {
  if ("unavailable" in shared) throw new DatabaseUnavailableError();
  return shared.value;
}

const NO_LIFE = { stale: 0, revalidate: 0, expire: 0 };
const SHELL_STALE_SECONDS = 300;

/**
 * Next keeps nothing for less than five minutes (a shorter life is rendered per request), so the
 * lists are read as they will be five minutes from now: a report about to expire leaves them up to
 * five minutes early, and a list is kept until the next expiry after that.
 */
const LIST_HORIZON_MS = 5 * 60 * 1000;
const listedAt = () => new Date(Date.now() + LIST_HORIZON_MS);

/** How long a shared read is kept: until `until` (a report's expiry) or an hour; nothing while changes cannot be heard. */
function life(shared: Shared<unknown>, until: Date | null = null) {
  if (isBuilding()) return { stale: SHELL_STALE_SECONDS, revalidate: 3600, expire: 3601 };
  if (!sharedReadsKept() || "unavailable" in shared) return NO_LIFE;
  const hour = 3600;
  const left = until ? Math.floor((until.getTime() - Date.now()) / 1000) : hour + 1;
  const expire = Math.max(0, Math.min(hour + 1, left));
  // Never served past `expire`, and never stale-while-revalidate before it: a report shown must not outlive its expiry.
  // `stale` (how long a browser may reuse what it already holds) is five minutes, Next's least for
  // an entry that may be part of a kept page's shell: with less, Next may leave the entry out of a
  // page it renders again, and the page is then rendered for every request.
  return { stale: Math.min(SHELL_STALE_SECONDS, expire), revalidate: Math.max(0, expire - 1), expire };
}

/** Inside a cached read of report `id`: its row, tagged with it and its owner, kept until its expiry. */
async function keptReport(id: string) {
  cacheTag(SHARED, reportTag(id));
  const report = await attempt(() => (isBuilding() ? Promise.resolve(null) : findReport(id)));
  const row = "value" in report ? report.value : null;
  if (row?.userId) cacheTag(userTag(row.userId));
  cacheLife(life(report, row?.expiresAt));
  return report;
}

async function reportRow(id: string) {
  "use cache";
  return keptReport(id);
}

/** A report's row with what access and serialising need, or null; the rows are shared: never change them. */
export async function sharedReportRow(id: string) {
  return opened(await reportRow(id));
}

async function publicReport(id: string) {
  "use cache";
  const report = await keptReport(id);
  return "value" in report ? { value: showReport(report.value, null, undefined) } : report;
}

/**
 * A report's page as anyone may see it (public, listed, not expired), or null: rendered from here
 * without reading the request or the clock, so Next can keep the page whole.
 */
export async function sharedPublicReport(id: string) {
  return opened(await publicReport(id));
}

async function galleryPage(skip: number, limit: number) {
  "use cache";
  cacheTag(SHARED, LISTED);
  const read = await attempt(() =>
    isBuilding()
      ? Promise.resolve({ cards: [], until: null })
      : Promise.all([listedReportsPage(skip, limit, listedAt()), nextListedExpiry(listedAt())]).then(
          ([cards, until]) => ({
            cards,
            until,
          }),
        ),
  );
  cacheLife(life(read, "value" in read ? read.value.until : null));
  return "value" in read ? { value: read.value.cards } : read;
}

/** A page of the gallery (`limit` cards from `skip`), until the next listed report expires. */
export async function sharedGalleryPage(skip: number, limit: number) {
  return opened(await galleryPage(skip, limit));
}

async function featuredReports() {
  "use cache";
  cacheTag(SHARED, LISTED);
  const read = await attempt(() =>
    isBuilding()
      ? Promise.resolve({ featured: [], until: null })
      : Promise.all([featuredReportRows(listedAt()), nextListedExpiry(listedAt())]).then(
          ([featured, until]) => ({
            featured,
            until,
          }),
        ),
  );
  cacheLife(life(read, "value" in read ? read.value.until : null));
  return "value" in read ? { value: read.value.featured } : read;
}

/** The featured reports, until the next listed report expires. */
export async function sharedFeaturedReports() {
  return opened(await featuredReports());
}

async function anyListed() {
  "use cache";
  cacheTag(SHARED, LISTED);
  const read = await attempt(() =>
    isBuilding()
      ? Promise.resolve({ listed: true, until: null })
      : Promise.all([anyListedReport(listedAt()), nextListedExpiry(listedAt())]).then(([listed, until]) => ({
          listed,
          until,
        })),
  );
  cacheLife(life(read, "value" in read ? read.value.until : null));
  return "value" in read ? { value: read.value.listed } : read;
}

/** Whether any report is listed (the header's Community link). */
export async function sharedAnyListed() {
  return opened(await anyListed());
}

async function photoRow(id: string) {
  "use cache";
  cacheTag(SHARED, photoTag(id));
  const read = await attempt(() => (isBuilding() ? Promise.resolve(null) : photoAccessRow(id)));
  const photo = "value" in read ? read.value : null;
  if (photo) {
    if (photo.kind !== "report") cacheTag(LANDING);
    if (photo.userId) cacheTag(userTag(photo.userId));
    for (const { reportId, report } of photo.reports) {
      cacheTag(reportTag(reportId));
      if (report.userId) cacheTag(userTag(report.userId));
    }
  }
  cacheLife(life(read));
  return read;
}

/** A photo's kind, owner and reports, from which each request decides who may see it. */
export async function sharedPhotoAccessRow(id: string) {
  return opened(await photoRow(id));
}

async function heroImages() {
  "use cache";
  cacheTag(SHARED, LANDING);
  const read = await attempt(() => (isBuilding() ? Promise.resolve([]) : heroImageRows()));
  cacheLife(life(read));
  return read;
}

/** The active hero images, in order. */
export async function sharedHeroImages() {
  return opened(await heroImages());
}

async function reviews() {
  "use cache";
  cacheTag(SHARED, LANDING);
  const read = await attempt(() => (isBuilding() ? Promise.resolve([]) : reviewRows()));
  cacheLife(life(read));
  return read;
}

/** The active reviews, in order. */
export async function sharedReviews() {
  return opened(await reviews());
}

async function settings() {
  "use cache";
  cacheTag(SHARED, SETTINGS);
  const read = await attempt(() => (isBuilding() ? Promise.resolve(DEFAULT_SETTINGS) : getSettings()));
  cacheLife(life(read));
  return read;
}

/** The settings as pages show them (prices, limits, retention). */
export async function sharedSettings() {
  return opened(await settings());
}
