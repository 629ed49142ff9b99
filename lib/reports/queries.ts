import { z } from "zod";
import { db } from "@/lib/db";
import { cachedRead } from "@/lib/db/read-cache";
import type { User } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { REPORT_NOT_FOUND, reportAccess } from "./access";
import { FEATURED_REPORTS_MAX, GALLERY_PAGE_SIZE } from "./schemas";
import {
  reportCardInclude,
  reportInclude,
  serializeFeaturedReport,
  serializeReport,
  serializeReportCard,
  type ReportWithRelations,
} from "./serialize";
import { listedReportsWhere, ownReportsWhere } from "./visibility";

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The report with what access and serialising need; null for a missing or malformed id. */
export async function findReport(id: string): Promise<ReportWithRelations | null> {
  if (!z.uuid().safeParse(id).success) return null;
  return db.report.findUnique({ where: { id }, include: reportInclude });
}

/**
 * findReport() for the pages and answers that only show a report, from the read cache
 * (lib/db/read-cache.ts): the row is the same for every viewer, who may see it is decided per call.
 * The rows are shared: never change them.
 */
export function findReportToShow(id: string): Promise<ReportWithRelations | null> {
  // Kept no longer than the report is visible: its visitors' page is cached by the same rules.
  return cachedRead(`report:${id}`, () => findReport(id), { expires: (report) => report?.expiresAt ?? null });
}

/** GET /api/reports/{id}: the report as this viewer may see it, or 404. */
export async function viewReport(id: string, viewer: User | null, token: string | undefined) {
  const report = await findReportToShow(id);
  const role = report ? reportAccess(report, viewer, token) : null;
  if (!report || !role) throw notFound(REPORT_NOT_FOUND);
  return serializeReport(report, role);
}

/** Gallery pages kept in the read cache: the first ones, as the gallery's own pages ask for them. */
const CACHED_GALLERY_PAGES = 10;

/** GET /api/reports/public: the gallery, newest first. */
export function publicReportsPage({ skip, limit }: { skip: number; limit: number }) {
  const read = async () => {
    const reports = await db.report.findMany({
      where: listedReportsWhere(),
      include: reportCardInclude,
      orderBy: newestFirst,
      skip,
      take: limit,
    });
    return reports.map(serializeReportCard);
  };
  // Anyone may ask for any skip and limit: only the gallery's own pages are kept, so odd requests
  // cannot fill the cache or push those pages out.
  const galleryPage =
    limit === GALLERY_PAGE_SIZE && skip % limit === 0 && skip / limit < CACHED_GALLERY_PAGES;
  return galleryPage ? cachedRead(`gallery:${skip}`, read, { expires: nextListedExpiry }) : read();
}

/**
 * When the next listed report expires and leaves the lists: a cached list is true until then
 * (writes drop it sooner). Kept itself until that moment, so the lists filled after one write
 * share one read of it.
 */
function nextListedExpiry(): Promise<Date | null> {
  return cachedRead(
    "next-listed-expiry",
    async () => {
      const next = await db.report.findFirst({
        where: { ...listedReportsWhere(), expiresAt: { not: null } },
        orderBy: { expiresAt: "asc" },
        select: { expiresAt: true },
      });
      return next?.expiresAt ?? null;
    },
    { expires: (expiry) => expiry },
  );
}

/** GET /api/reports/featured: the homepage carousel, at most 6, newest first. */
export function featuredReports() {
  return cachedRead(
    "featured",
    async () => {
      const reports = await db.report.findMany({
        where: { ...listedReportsWhere(), featured: true },
        include: reportCardInclude,
        orderBy: newestFirst,
        take: FEATURED_REPORTS_MAX,
      });
      return { featured_reports: reports.map(serializeFeaturedReport) };
    },
    { expires: nextListedExpiry },
  );
}

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

/** Whether the gallery has at least one report to show (the header's Community link): one indexed row at most. */
export function hasListedReports(): Promise<boolean> {
  return cachedRead(
    "has-listed-reports",
    async () => (await db.report.findFirst({ where: listedReportsWhere(), select: { id: true } })) !== null,
    { expires: nextListedExpiry },
  );
}
