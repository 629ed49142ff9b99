import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Report photos that belong to a user: the ones they uploaded (a visitor's
 * upload becomes theirs when they analyse it with its upload secret after
 * signing in). A visitor's photo someone else put into a report is not theirs.
 */
export function ownedReportPhotosWhere(userId: string): Prisma.PhotoWhereInput {
  return { kind: "report", userId };
}
