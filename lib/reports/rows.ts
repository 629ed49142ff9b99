import { z } from "zod";
import { db } from "@/lib/db";
import { FEATURED_REPORTS_MAX } from "./schemas";
import { reportCardInclude, reportInclude, serializeFeaturedReport, serializeReportCard } from "./serialize";
import type { ReportWithRelations } from "./serialize";
import { listedReportsWhere } from "./visibility";
import type { ReportForAccess } from "./access";

const reportAccessSelect = {
  userId: true,
  privacySetting: true,
  shareToken: true,
  disabled: true,
  expiresAt: true,
  supersededById: true,
  user: { select: { blocked: true } },
} as const;

// The reads behind what everyone may see of reports, straight from the database. Pages and answers
// get them through lib/cache/shared-reads.ts; jobs and decisions call them directly.

export const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The report with what access and serialising need; null for a missing or malformed id. */
export async function findReport(id: string): Promise<ReportWithRelations | null> {
  if (!z.uuid().safeParse(id).success) return null;
  return db.report.findUnique({ where: { id }, include: reportInclude });
}

/** Only what deciding who may open the report needs (lib/reports/access.ts): a small indexed read. */
export async function findReportForAccess(id: string): Promise<ReportForAccess | null> {
  if (!z.uuid().safeParse(id).success) return null;
  return db.report.findUnique({ where: { id }, select: reportAccessSelect });
}

/** A page of the gallery's cards, newest first: the reports listed at `at`. */
export async function listedReportsPage(skip: number, limit: number, at: Date = new Date()) {
  const reports = await db.report.findMany({
    where: listedReportsWhere(at),
    include: reportCardInclude,
    orderBy: newestFirst,
    skip,
    take: limit,
  });
  return reports.map(serializeReportCard);
}

/** The homepage carousel's reports: listed at `at` and featured, at most FEATURED_REPORTS_MAX, newest first. */
export async function featuredReportRows(at: Date = new Date()) {
  const reports = await db.report.findMany({
    where: { ...listedReportsWhere(at), featured: true },
    include: reportCardInclude,
    orderBy: newestFirst,
    take: FEATURED_REPORTS_MAX,
  });
  return reports.map(serializeFeaturedReport);
}

/** Whether the gallery has at least one report listed at `at`: one indexed row at most. */
export async function anyListedReport(at: Date = new Date()): Promise<boolean> {
  return (await db.report.findFirst({ where: listedReportsWhere(at), select: { id: true } })) !== null;
}

/** When the next report listed at `at` expires and leaves the lists: a list read for `at` is true until then. */
export async function nextListedExpiry(at: Date = new Date()): Promise<Date | null> {
  const next = await db.report.findFirst({
    where: { ...listedReportsWhere(at), expiresAt: { not: null } },
    orderBy: { expiresAt: "asc" },
    select: { expiresAt: true },
  });
  return next?.expiresAt ?? null;
}
