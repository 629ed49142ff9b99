import { describe, expect, it } from "vitest";
import { nextCheckDueAt } from "@/lib/spots/due";
import { SpotCreateSchema, SpotUpdateSchema } from "@/lib/spots/schemas";

// When a spot should be checked again, and what a spot may be (docs/spots.md).

const made = new Date("2026-01-01T12:00:00Z");
const checked = new Date("2026-03-01T08:30:00Z");

describe("the next check of a spot", () => {
  it.each([
    ["no reminder, never checked", null, null, null],
    ["no reminder, checked", null, checked, null],
    ["a reminder, never checked: from when the spot was made", 30, null, "2026-01-31T12:00:00.000Z"],
    ["a reminder, checked: from the last check", 90, checked, "2026-05-30T08:30:00.000Z"],
    ["the longest reminder", 365, checked, "2027-03-01T08:30:00.000Z"],
  ])("%s", (_, interval, last, due) => {
    expect(
      nextCheckDueAt({ reminderIntervalDays: interval, createdAt: made }, last)?.toISOString() ?? null,
    ).toBe(due);
  });
});

describe("what a spot may be", () => {
  const spot = { label: "Mole", body_site: "face", view: "front", map_x: 0, map_y: 1 };
  it.each([
    ["the corners of the map", spot, true],
    ["a label of 80 characters", { ...spot, label: "x".repeat(80) }, true],
    ["a reminder of 30 days", { ...spot, reminder_interval_days: 30 }, true],
    ["no reminder", { ...spot, reminder_interval_days: null }, true],
    ["a label of spaces and a tab", { ...spot, label: " \t " }, false],
    ["a label with a control character", { ...spot, label: "Mole\u0000" }, false],
    ["a position given as text", { ...spot, map_x: "0.5" }, false],
    ["no position", { ...spot, map_y: undefined }, false],
  ])("%s", (_, input, ok) => {
    expect(SpotCreateSchema.safeParse(input).success).toBe(ok);
  });

  it("a change must change something, and a null reminder switches it off", () => {
    expect(SpotUpdateSchema.safeParse({}).success).toBe(false);
    expect(SpotUpdateSchema.parse({ reminder_interval_days: null })).toEqual({
      reminder_interval_days: null,
    });
    expect(SpotUpdateSchema.parse({ label: " Freckle " })).toEqual({ label: "Freckle" });
  });
});
