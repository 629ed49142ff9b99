import { db } from "@/lib/db";
import { unprocessable } from "@/lib/errors/http-error";
import type { Prisma, Report, User } from "@/lib/generated/prisma/client";
import { ownSpotId } from "@/lib/spots/access";

// Which spot a new report goes on (docs/spots.md): the one the request names, which must be the
// caller's own, or else the spot of the report it continues (a follow-up's earlier report, an
// upgrade's summary).

export const SPOT_OF_EARLIER_REPORT =
  "This report continues a report on another spot: leave spot_id out, or name that spot.";

/** The spot the request names, checked before anything else costs: 404 unless it is the caller's. */
export async function requestedSpotId(spotId: string | undefined, user: User | null): Promise<string | null> {
  return spotId === undefined ? null : ownSpotId(user, spotId);
}

/** The spot of the caller's own report that the new one continues, if it is on one. */
async function continuedSpotId(
  user: User | null,
  previous: Report | undefined,
  upgradedFromId: string | null,
): Promise<string | null> {
  if (!user) return null;
  if (previous) return previous.userId === user.id ? previous.spotId : null;
  if (!upgradedFromId) return null;
  const summary = await db.report.findUnique({
    where: { id: upgradedFromId },
    select: { userId: true, spotId: true },
  });
  return summary?.userId === user.id ? summary.spotId : null;
}

/**
 * The new report's spot: the one asked for, or the continued report's. Naming another spot than
 * the continued report's is 422: a spot's history is one mole's.
 */
export async function spotOfNewReport(
  requested: string | null,
  user: User | null,
  previous: Report | undefined,
  upgradedFromId: string | null,
): Promise<string | null> {
  const continued = await continuedSpotId(user, previous, upgradedFromId);
  if (requested && continued && requested !== continued) throw unprocessable(SPOT_OF_EARLIER_REPORT);
  return requested ?? continued;
}

/**
 * Inside the report's transaction: the spot, if it still exists, held until the report is written
 * (a deletion meanwhile waits, then unlinks the report). A spot deleted while the model wrote
 * leaves the report without one, as deleting it afterwards would.
 */
export async function spotStillThere(
  tx: Prisma.TransactionClient,
  spotId: string | null,
  userId: string | null,
): Promise<string | null> {
  if (!spotId || !userId) return null;
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM spots WHERE id = ${spotId}::uuid AND user_id = ${userId}::uuid FOR KEY SHARE`;
  return rows.length > 0 ? spotId : null;
}
