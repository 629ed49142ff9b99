import { z } from "zod";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { REPORT_NOT_FOUND, reportAccess } from "./access";
import { FEATURED_REPORTS_MAX } from "./schemas";
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

/** GET /api/reports/{id}: the report as this viewer may see it, or 404. */
export async function viewReport(id: string, viewer: User | null, token: string | undefined) {
  const report = await findReport(id);
  const role = report ? reportAccess(report, viewer, token) : null;
  if (!report || !role) throw notFound(REPORT_NOT_FOUND);
  return serializeReport(report, role);
}

/** GET /api/reports/public: the gallery, newest first. */
export async function publicReportsPage({ skip, limit }: { skip: number; limit: number }) {
  const reports = await db.report.findMany({
    where: listedReportsWhere(),
    include: reportCardInclude,
    orderBy: newestFirst,
    skip,
    take: limit,
  });
  return reports.map(serializeReportCard);
}

/** GET /api/reports/featured: the homepage carousel, at most 6, newest first. */
export async function featuredReports() {
  const reports = await db.report.findMany({
    where: { ...listedReportsWhere(), featured: true },
    include: reportCardInclude,
    orderBy: newestFirst,
    take: FEATURED_REPORTS_MAX,
  });
  return { featured_reports: reports.map(serializeFeaturedReport) };
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
export async function hasListedReports(): Promise<boolean> {
  const first = await db.report.findFirst({ where: listedReportsWhere(), select: { id: true } });
  return first !== null;
}
