import { db } from "@/lib/db";

/**
 * What decides who may see a photo: its kind, its uploader and the reports it is in, straight
 * from the database (pages and answers read it through lib/cache/shared-reads.ts).
 */
export function photoAccessRow(id: string) {
  return db.photo.findUnique({
    where: { id },
    select: {
      kind: true,
      userId: true,
      blobId: true,
      width: true,
      height: true,
      reports: {
        select: {
          reportId: true,
          report: {
            select: {
              userId: true,
              privacySetting: true,
              disabled: true,
              expiresAt: true,
              shareToken: true,
              supersededById: true,
              user: { select: { blocked: true } },
            },
          },
        },
      },
    },
  });
}
