import type { User } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors/http-error";
import { db } from "@/lib/db";
import { REPORT_NOT_FOUND } from "./access";
import { findReport } from "./rows";
import { reportContent } from "./content";
import { reportLanguage } from "./language";
import { ownReportsWhere } from "./visibility";

// The owner's "Track Your Progress" timeline: the original report of a series
// and every follow-up made from it (or from one of its follow-ups), oldest first.

/** How far back a chain of follow-ups is followed; a cycle cannot occur, but a bound keeps it cheap. */
const MAX_DEPTH = 100;

type TimelineRow = {
  id: string;
  title: string;
  createdAt: Date;
  reportType: string;
  isFollowup: boolean;
  previousReportId: string | null;
  content: unknown;
  language: string;
  photos: { photoId: string }[];
};

function serializeEntry(report: TimelineRow) {
  const content = reportContent(report.content);
  return {
    id: report.id,
    title: report.title,
    created_at: report.createdAt.toISOString(),
    report_type: report.reportType,
    is_followup: report.isFollowup,
    previous_report_id: report.previousReportId,
    photo_ids: report.photos.map((p) => p.photoId),
    progress_commentary: content.progress_commentary,
    language: reportLanguage(report.language),
  };
}

export type TimelineEntry = ReturnType<typeof serializeEntry>;

/**
 * GET /api/reports/{id}/timeline: only the owner (404 "Report not found" for
 * everyone else, as for a report they may not open). Disabled and expired
 * reports of the series are left out.
 */
export async function reportTimeline(user: User, id: string): Promise<{ reports: TimelineEntry[] }> {
  const start = await findReport(id);
  if (
    !start ||
    start.userId !== user.id ||
    start.disabled ||
    start.supersededById !== null ||
    (start.expiresAt && start.expiresAt <= new Date())
  ) {
    throw notFound(REPORT_NOT_FOUND);
  }
  const select = {
    id: true,
    title: true,
    createdAt: true,
    reportType: true,
    isFollowup: true,
    previousReportId: true,
    content: true,
    language: true,
    photos: { select: { photoId: true }, orderBy: { position: "asc" as const } },
  };
  // Every report of the owner that takes part in a follow-up chain: few rows, read once.
  const own: TimelineRow[] = await db.report.findMany({
    where: { ...ownReportsWhere(user.id), OR: [{ isFollowup: true }, { id }, { followUps: { some: {} } }] },
    select,
  });
  const byId = new Map(own.map((r) => [r.id, r]));

  // Walk back to the original report.
  let root = byId.get(id)!;
  for (
    let depth = 0;
    depth < MAX_DEPTH && root.previousReportId && byId.has(root.previousReportId);
    depth++
  ) {
    root = byId.get(root.previousReportId)!;
  }
  // Then forward: every report whose earlier report is already in the series.
  const series = new Set([root.id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const report of own) {
      if (!series.has(report.id) && report.previousReportId && series.has(report.previousReportId)) {
        series.add(report.id);
        grew = true;
      }
    }
  }
  const reports = own
    .filter((r) => series.has(r.id))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return { reports: reports.map(serializeEntry) };
}
