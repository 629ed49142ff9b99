import { z } from "zod";
import { isAdmin } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors/http-error";
import type { Spot, User } from "@/lib/generated/prisma/client";

// A spot is private to its owner; administrators may see and change any. Everyone else is told it
// does not exist, as for a missing one.

export const SPOT_NOT_FOUND = "Spot not found";

/** The spot when `viewer` may read and change it, else 404 "Spot not found". */
export async function spotFor(viewer: User, id: string): Promise<Spot> {
  const spot = z.uuid().safeParse(id).success ? await db.spot.findUnique({ where: { id } }) : null;
  if (!spot || (spot.userId !== viewer.id && !isAdmin(viewer))) throw notFound(SPOT_NOT_FOUND);
  return spot;
}

/**
 * The id of the caller's own spot a new report goes on, else 404 "Spot not found": a report is
 * put only on its maker's spot (an administrator's own too), and a visitor has none.
 */
export async function ownSpotId(user: User | null, id: string): Promise<string> {
  const spot = user
    ? await db.spot.findFirst({ where: { id, userId: user.id }, select: { id: true } })
    : null;
  if (!spot) throw notFound(SPOT_NOT_FOUND);
  return spot.id;
}
