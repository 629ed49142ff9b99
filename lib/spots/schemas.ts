import { z } from "zod";
import { BodySite, SpotView } from "@/lib/generated/prisma/enums";
import { opaqueText, plainText } from "@/lib/validation/text";
import { LABEL_MAX_LENGTH, REMINDER_MAX_DAYS, REMINDER_MIN_DAYS } from "./limits";

// Requests of /api/spots (docs/spots.md). The database holds the same limits as CHECK constraints.

export { LABEL_MAX_LENGTH, REMINDER_MAX_DAYS, REMINDER_MIN_DAYS };

const label = plainText()
  .trim()
  .min(1, { error: "must not be empty or only spaces" })
  .max(LABEL_MAX_LENGTH, { error: `must be at most ${LABEL_MAX_LENGTH} characters` });

/** A place across or down a view's outline, from 0 (left or top) to 1. */
const mapPosition = z.number().min(0).max(1);

const reminderIntervalDays = z
  .number()
  .int()
  .min(REMINDER_MIN_DAYS, { error: `must be between ${REMINDER_MIN_DAYS} and ${REMINDER_MAX_DAYS} days` })
  .max(REMINDER_MAX_DAYS, { error: `must be between ${REMINDER_MIN_DAYS} and ${REMINDER_MAX_DAYS} days` })
  .nullable();

export const SpotCreateSchema = z.object({
  label,
  body_site: z.enum(BodySite),
  view: z.enum(SpotView),
  map_x: mapPosition,
  map_y: mapPosition,
  reminder_interval_days: reminderIntervalDays.default(null),
});

export type SpotCreate = z.output<typeof SpotCreateSchema>;

/** Any of the fields, at least one; a null reminder switches it off. */
export const SpotUpdateSchema = SpotCreateSchema.partial()
  .extend({ reminder_interval_days: reminderIntervalDays.optional() })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: "give at least one field to change",
  });

export type SpotUpdate = z.output<typeof SpotUpdateSchema>;

/** Not a uuid check: a malformed id is a spot that does not exist (404), as for reports. */
export const SpotParams = z.object({ id: opaqueText(100) });

/** POST /api/spots/reminders/unsubscribe: the token of the reminder e-mail's link. */
export const UnsubscribeSchema = z.object({ token: opaqueText(200) });
