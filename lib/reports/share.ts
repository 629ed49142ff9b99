import { randomBytes } from "node:crypto";
import { isAdmin } from "@/lib/auth/current-user";
import { isPayingUser } from "@/lib/billing/entitlements";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import type { PrivacySetting, User } from "@/lib/generated/prisma/client";
import { forbidden, notFound, unauthorized } from "@/lib/errors/http-error";
import { REPORT_NOT_FOUND, isReportHidden } from "./access";
import { PRIVACY_NEEDS_UPGRADE } from "./privacy";
import { findReport } from "./rows";
import { expireShownReports } from "./shown";

export const SHARE_LOGIN_REQUIRED = "Please login to share reports";

/** 32 random bytes: an unlisted link cannot be guessed. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Public reports link to the public page, unlisted ones carry the token, private ones go to the owner's page. */
export function shareUrl(report: {
  id: string;
  privacySetting: PrivacySetting;
  shareToken: string | null;
}): string {
  const base = env().APP_URL;
  if (report.privacySetting === "public") return `${base}/reports/${report.id}`;
  if (report.privacySetting === "unlisted" && report.shareToken) {
    return `${base}/reports/${report.id}?token=${encodeURIComponent(report.shareToken)}`;
  }
  return `${base}/analysis/${report.id}`;
}

/**
 * POST /api/reports/{id}/share: the owner sets the report's privacy. Any owner
 * may make a report private (a health photo can always be taken out of view);
 * an unlisted link needs credits or a subscription. An unlisted report keeps
 * its token while it stays unlisted and gets a new one whenever it becomes
 * unlisted again, so old links die with a privacy change.
 */
export async function shareReport(user: User | null, reportId: string, privacy: PrivacySetting) {
  if (!user) throw unauthorized(SHARE_LOGIN_REQUIRED);
  const report = await findReport(reportId);
  if (!report || report.userId !== user.id || isReportHidden(report)) throw notFound(REPORT_NOT_FOUND);
  if (privacy === "unlisted" && !isPayingUser(user) && !isAdmin(user))
    throw forbidden(PRIVACY_NEEDS_UPGRADE, "upgrade_required");

  const keepToken = privacy === "unlisted" && report.privacySetting === "unlisted" && report.shareToken;
  const shareToken = privacy === "unlisted" ? (keepToken ? report.shareToken : newShareToken()) : null;
  const updated = await db.report.update({
    where: { id: report.id },
    // Only public reports may be featured.
    data: { privacySetting: privacy, shareToken, featured: privacy === "public" && report.featured },
    select: { id: true, privacySetting: true, shareToken: true },
  });
  await expireShownReports([report.id]);
  return { share_url: shareUrl(updated), privacy_setting: updated.privacySetting };
}
