import { db } from "@/lib/db";
import type { Spot, User } from "@/lib/generated/prisma/client";
import { ownReportsWhere } from "@/lib/reports/visibility";
import { spotFor } from "./access";
import { serializeCheck, serializeSpot, type SerializedSpot, type SpotChecks } from "./serialize";

// Reading spots. A spot's checks are its owner's reports on it that the owner still sees in their
// own lists (enabled, unexpired, not upgraded to a full report), whoever reads the spot.

const NO_CHECKS: SpotChecks = { count: 0, lastAt: null };

/** The time a spot sorts by: its last check, or its creation before any. */
const sortTime = (spot: SerializedSpot) => Date.parse(spot.last_check_at ?? spot.created_at);

/** GET /api/spots: the caller's spots, the most recently checked first. Two reads, whatever the count. */
export async function listSpots(user: User): Promise<SerializedSpot[]> {
  const [spots, checks] = await Promise.all([
    db.spot.findMany({ where: { userId: user.id } }),
    db.report.groupBy({
      by: ["spotId"],
      where: { ...ownReportsWhere(user.id), spotId: { not: null } },
      _count: { _all: true },
      _max: { createdAt: true },
    }),
  ]);
  const bySpot = new Map(
    checks.map((c) => [c.spotId, { count: c._count._all, lastAt: c._max.createdAt }] as const),
  );
  return spots
    .map((spot) => serializeSpot(spot, bySpot.get(spot.id) ?? NO_CHECKS))
    .sort((a, b) => sortTime(b) - sortTime(a) || b.id.localeCompare(a.id));
}

/**
 * The model's words on how a spot changed, by report: a follow-up's progress commentary, read from
 * the stored JSON in the database so the reports' full texts stay there.
 */
async function progressCommentaries(spotId: string): Promise<Map<string, string>> {
  const rows = await db.$queryRaw<{ id: string; commentary: string }[]>`
    SELECT id, content->>'progress_commentary' AS commentary FROM reports
    WHERE spot_id = ${spotId}::uuid AND report_type = 'followup'
      AND jsonb_typeof(content->'progress_commentary') = 'string'`;
  return new Map(rows.map((r) => [r.id, r.commentary]));
}

/** The spot with its checks, oldest first. */
export async function spotWithHistory(spot: Spot) {
  const [reports, commentaries] = await Promise.all([
    db.report.findMany({
      where: { ...ownReportsWhere(spot.userId), spotId: spot.id },
      select: {
        id: true,
        createdAt: true,
        reportType: true,
        title: true,
        privacySetting: true,
        photos: { select: { photoId: true }, orderBy: { position: "asc" } },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    progressCommentaries(spot.id),
  ]);
  const checks = { count: reports.length, lastAt: reports.at(-1)?.createdAt ?? null };
  return {
    ...serializeSpot(spot, checks),
    reports: reports.map((r) => serializeCheck(r, commentaries.get(r.id) ?? null)),
  };
}

/** GET /api/spots/{id}: the owner's or, for an administrator, anyone's. */
export async function viewSpot(viewer: User, id: string) {
  return spotWithHistory(await spotFor(viewer, id));
}
