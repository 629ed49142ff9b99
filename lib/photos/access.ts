import type { PhotoKind, User } from "@/lib/generated/prisma/client";
import { isOpenToAnyone, reportAccess, type ReportForAccess, type ReportViewer } from "@/lib/reports/access";
import { visitorSecretMatches } from "@/lib/reports/visitor-secret";

// Who may see a photo, and who may put it into an analysis: the two photo
// rules, each in one function, both decided from plain data.

/** public: anyone, cacheable; private: this viewer only, never cached; none: answer 404. */
export type PhotoAccess = "public" | "private" | "none";

export type PhotoForAccess = { kind: PhotoKind; userId: string | null; reports: ReportForAccess[] };

/** A report's photo is as visible as the report; only what anyone may see is cacheable. */
function accessThroughReport(
  report: ReportForAccess,
  viewer: ReportViewer,
  token: string | undefined,
  now: Date,
): PhotoAccess {
  if (reportAccess(report, viewer, token, now) === null) return "none";
  return isOpenToAnyone(report, now) ? "public" : "private";
}

/** May `viewer` (with the report's share `token`, if any) see this photo, and may the answer be cached? */
export function photoAccess(
  photo: PhotoForAccess,
  viewer: ReportViewer,
  token: string | undefined,
  now: Date = new Date(),
): PhotoAccess {
  if (photo.kind === "hero" || photo.kind === "review") return "public";
  // Not in a report yet: only its uploader sees it (anonymous uploads are not served at all).
  if (photo.reports.length === 0) return viewer && photo.userId === viewer.id ? "private" : "none";
  const answers = photo.reports.map((report) => accessThroughReport(report, viewer, token, now));
  if (answers.includes("public")) return "public";
  return answers.includes("private") ? "private" : "none";
}

export type PhotoForAnalysis = { kind: PhotoKind; userId: string | null; uploadKeyHash: string | null };

/**
 * May this caller put the photo into an analysis? Only its uploader: a
 * signed-in user their own photos; a visitor's upload only together with the
 * upload secret handed out with it (by the visitor, or by the same person
 * after signing in, to upgrade their summary). A photo id seen in the gallery
 * is never enough.
 */
export function photoUsableBy(
  photo: PhotoForAnalysis,
  user: Pick<User, "id"> | null,
  uploadSecret: string | undefined,
): boolean {
  if (photo.kind !== "report") return false;
  if (photo.userId !== null) return photo.userId === user?.id;
  return visitorSecretMatches(photo.uploadKeyHash, uploadSecret);
}
