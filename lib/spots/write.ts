import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { enforceRateLimit } from "@/lib/rate-limit";
import { expireShownReports } from "@/lib/reports/shown";
import { spotFor } from "./access";
import { spotWithHistory } from "./queries";
import type { SpotCreate, SpotUpdate } from "./schemas";

// Making, changing and deleting spots. Deleting one keeps its reports: the database unlinks them
// (reports.spot_id ON DELETE SET NULL).

/** A person maps a few dozen spots at most; more an hour is a script filling the table. */
export const SPOTS_CREATED_PER_HOUR = 60;
export const SPOT_RATE_LIMIT_DETAIL = "Too many spots created. Please try again later.";

function columns(input: SpotUpdate): Prisma.SpotUpdateInput {
  return {
    label: input.label,
    bodySite: input.body_site,
    view: input.view,
    mapX: input.map_x,
    mapY: input.map_y,
    reminderIntervalDays: input.reminder_interval_days,
  };
}

/** POST /api/spots: a new spot of the caller, with no checks yet. */
export async function createSpot(user: User, input: SpotCreate) {
  await enforceRateLimit(`spot-create:${user.id}`, SPOTS_CREATED_PER_HOUR, 3600, SPOT_RATE_LIMIT_DETAIL);
  const spot = await db.spot.create({
    data: {
      userId: user.id,
      label: input.label,
      bodySite: input.body_site,
      view: input.view,
      mapX: input.map_x,
      mapY: input.map_y,
      reminderIntervalDays: input.reminder_interval_days,
    },
  });
  return spotWithHistory(spot);
}

/** PATCH /api/spots/{id}: the fields given; the others stay. */
export async function updateSpot(viewer: User, id: string, input: SpotUpdate) {
  const spot = await spotFor(viewer, id);
  return spotWithHistory(await db.spot.update({ where: { id: spot.id }, data: columns(input) }));
}

/** DELETE /api/spots/{id}: the spot goes, its reports stay without it. */
export async function deleteSpot(viewer: User, id: string) {
  const spot = await spotFor(viewer, id);
  const reports = await db.report.findMany({ where: { spotId: spot.id }, select: { id: true } });
  await db.spot.deleteMany({ where: { id: spot.id } });
  // The kept rows of those reports (lib/cache) still name the spot for their owner's view.
  await expireShownReports(reports.map((r) => r.id));
  return { success: true };
}
