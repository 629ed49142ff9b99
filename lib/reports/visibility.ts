import type { Prisma } from "@/lib/generated/prisma/client";

/** Reports without an expiry, or whose expiry has not come. */
function unexpired(now: Date): Prisma.ReportWhereInput {
  return { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
}

/** Reports anyone may find in lists: public, enabled, unexpired, not superseded, and not of a blocked user. */
export function listedReportsWhere(now: Date = new Date()): Prisma.ReportWhereInput {
  return {
    privacySetting: "public",
    disabled: false,
    supersededById: null,
    AND: [unexpired(now), { OR: [{ userId: null }, { user: { blocked: false } }] }],
  };
}

/** The owner's own reports that are still listed for them: enabled, unexpired, and not upgraded to a full report. */
export function ownReportsWhere(userId: string, now: Date = new Date()): Prisma.ReportWhereInput {
  return { userId, disabled: false, supersededById: null, ...unexpired(now) };
}
