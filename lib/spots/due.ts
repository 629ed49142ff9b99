const DAY_MS = 86_400_000;

/**
 * When a spot should be checked again: its reminder interval after its last check, or after the
 * spot was made while it has none yet (the reminder then asks for the first photo). No reminder,
 * no due date.
 */
export function nextCheckDueAt(
  spot: { reminderIntervalDays: number | null; createdAt: Date },
  lastCheckAt: Date | null,
): Date | null {
  if (spot.reminderIntervalDays === null) return null;
  return new Date((lastCheckAt ?? spot.createdAt).getTime() + spot.reminderIntervalDays * DAY_MS);
}
