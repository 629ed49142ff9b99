import type { Prisma } from "@/lib/generated/prisma/client";

/** Report photos that belong to a user: uploaded by them, or attached to one of their reports. */
export function ownedReportPhotosWhere(userId: string): Prisma.PhotoWhereInput {
  return { kind: "report", OR: [{ userId }, { reports: { some: { report: { userId } } } }] };
}
