import { timingSafeEqual } from "node:crypto";
import { isAdmin } from "@/lib/auth/current-user";
import type { Report, User } from "@/lib/generated/prisma/client";

// Who may open a report (GET /api/reports/{id}, its photos and records).

export const REPORT_NOT_FOUND = "Report not found";

/** How the viewer sees the report: admins and owners see more fields than others. */
export type ReportViewerRole = "admin" | "owner" | "token" | "public";

export type ReportForAccess = Pick<
  Report,
  "userId" | "privacySetting" | "shareToken" | "disabled" | "expiresAt" | "supersededById"
> & {
  user: Pick<User, "blocked"> | null;
};

export type ReportViewer = Pick<User, "id" | "role"> | null;

/** Disabled, expired and blocked users' reports exist only for admins. */
export function isReportHidden(report: ReportForAccess, now: Date = new Date()): boolean {
  return report.disabled || (report.expiresAt !== null && report.expiresAt <= now) || !!report.user?.blocked;
}

function tokenMatches(expected: string | null, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether anyone at all may open the report (and so its photos may be cached by anyone). */
export function isOpenToAnyone(report: ReportForAccess, now: Date = new Date()): boolean {
  return report.privacySetting === "public" && report.supersededById === null && !isReportHidden(report, now);
}

/**
 * Public reports are open to all, unlisted ones to their owner and holders of
 * the share token, private ones to their owner; admins see everything. A
 * summary upgraded to a full report is its owner's only: the full report
 * decides who sees those photos now.
 * Null means the viewer gets 404 "Report not found".
 */
export function reportAccess(
  report: ReportForAccess,
  viewer: ReportViewer,
  token: string | undefined,
  now: Date = new Date(),
): ReportViewerRole | null {
  if (isAdmin(viewer)) return "admin";
  if (isReportHidden(report, now)) return null;
  if (viewer && report.userId === viewer.id) return "owner";
  if (report.supersededById !== null) return null;
  if (report.privacySetting === "public") return "public";
  if (report.privacySetting === "unlisted" && tokenMatches(report.shareToken, token)) return "token";
  return null;
}
