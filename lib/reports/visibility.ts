import type { Prisma } from "@/lib/generated/prisma/client";

/** Reports anyone may find in lists: public, enabled, unexpired, and not of a blocked user. */
export function listedReportsWhere(now: Date = new Date()): Prisma.ReportWhereInput {
  return {
    privacySetting: "public",
    disabled: false,
    AND: [
      { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
      { OR: [{ userId: null }, { user: { blocked: false } }] },
    ],
  };
}

/** The owner's own reports that are still shown to them: enabled and unexpired. */
export function ownReportsWhere(userId: string, now: Date = new Date()): Prisma.ReportWhereInput {
  return { userId, disabled: false, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
}
