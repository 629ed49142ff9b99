import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { forbidden, notFound } from "@/lib/errors/http-error";
import { removeDeletedObjects } from "@/lib/storage";
import { REPORT_NOT_FOUND, reportAccess } from "./access";
import { deleteReports } from "./cleanup";
import { findReport } from "./rows";
import { expireShownReports } from "./shown";
import { visitorSecretMatches } from "./visitor-secret";

// POST /api/reports/{id}/withdraw: the creator takes their report down for
// good: a visitor with the creator secret handed out with the report, or the
// signed-in owner. The report goes with the photos and records only it used.

export const WITHDRAW_NOT_ALLOWED = "Only the creator of this report can take it down";

export async function withdrawReport(user: User | null, reportId: string, creatorSecret: string | undefined) {
  const report = await findReport(reportId);
  if (!report) throw notFound(REPORT_NOT_FOUND);
  const creator = report.userId
    ? user?.id === report.userId
    : visitorSecretMatches(report.creatorKeyHash, creatorSecret);
  // Someone who may not see the report is told it does not exist, as when they open it.
  if (!creator)
    throw reportAccess(report, user, undefined)
      ? forbidden(WITHDRAW_NOT_ALLOWED)
      : notFound(REPORT_NOT_FOUND);
  await db.$transaction((tx) => deleteReports(tx, [report.id]));
  await expireShownReports([report.id]);
  await removeDeletedObjects();
  return { success: true };
}
