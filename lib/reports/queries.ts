import type { User } from "@/lib/generated/prisma/client";
import {
  sharedAnyListed,
  sharedFeaturedReports,
  sharedGalleryPage,
  sharedReportRow,
} from "@/lib/cache/shared-reads";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors/http-error";
import { REPORT_NOT_FOUND, reportAccess } from "./access";
import { listedReportsPage, newestFirst } from "./rows";
import { GALLERY_PAGE_SIZE } from "./schemas";
import { reportCardInclude, reportInclude, serializeReport, serializeReportCard } from "./serialize";
import { ownReportsWhere } from "./visibility";

// What the report routes and pages answer. The reads every viewer shares come from Next's cache
// (lib/cache/shared-reads.ts); who may see a report is decided per call from the shared row.

/** GET /api/reports/{id}: the report as this viewer may see it, or 404. */
export async function viewReport(id: string, viewer: User | null, token: string | undefined) {
  const report = await sharedReportRow(id);
  const role = report ? reportAccess(report, viewer, token) : null;
  if (!report || !role) throw notFound(REPORT_NOT_FOUND);
  return serializeReport(report, role);
}

/** Gallery pages kept in the cache: the first ones, as the gallery's own pages ask for them. */
const CACHED_GALLERY_PAGES = 10;

/** GET /api/reports/public: the gallery, newest first. */
export function publicReportsPage({ skip, limit }: { skip: number; limit: number }) {
  // Anyone may ask for any skip and limit: only the gallery's own pages are kept, so odd requests
  // cannot fill the cache or push those pages out.
  const galleryPage =
    limit === GALLERY_PAGE_SIZE && skip % limit === 0 && skip / limit < CACHED_GALLERY_PAGES;
  return galleryPage ? sharedGalleryPage(skip, limit) : listedReportsPage(skip, limit);
}

/** GET /api/reports/featured: the homepage carousel, at most 6, newest first. */
export async function featuredReports() {
  return { featured_reports: await sharedFeaturedReports() };
}

/** Whether the gallery has at least one report to show (the header's Community link). */
export const hasListedReports = sharedAnyListed;

/** GET /api/user/reports: the signed-in user's reports, newest first. */
export async function userReports(user: User) {
  const reports = await db.report.findMany({
    where: ownReportsWhere(user.id),
    include: reportInclude,
    orderBy: newestFirst,
  });
  return reports.map((report) => serializeReport(report, "owner"));
}

/** GET /api/user/reports/for-followup: the user's reports a follow-up may compare with. */
export async function followupCandidates(user: User) {
  const reports = await db.report.findMany({
    where: ownReportsWhere(user.id),
    include: reportCardInclude,
    orderBy: newestFirst,
  });
  return reports.map(serializeReportCard);
}
