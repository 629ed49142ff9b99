import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/spots/route";
import { DELETE as deleteRoute, GET as spotRoute, PATCH as patchRoute } from "@/app/api/spots/[id]/route";
import { db } from "@/lib/db";
import { SPOT_NOT_FOUND } from "@/lib/spots/access";
import { makePhoto, makeReport, makeSpot, signedInAdmin, signedInUser } from "../support/factories";
import { call } from "../support/http";

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.UTC(2026, 0, 1 + day, 12));

const valid = {
  label: "Mole on my left shoulder",
  body_site: "left_shoulder",
  view: "back",
  map_x: 0.3,
  map_y: 0.2,
};

const list = (bearer?: string) => call(listRoute, "/api/spots", { bearer });
const create = (json: unknown, bearer?: string) => call(createRoute, "/api/spots", { json, bearer });
const view = (id: string, bearer?: string) => call(spotRoute, `/api/spots/${id}`, { bearer, params: { id } });
const patch = (id: string, json: unknown, bearer?: string) =>
  call(patchRoute, `/api/spots/${id}`, { method: "PATCH", json, bearer, params: { id } });
const remove = (id: string, bearer?: string) =>
  call(deleteRoute, `/api/spots/${id}`, { method: "DELETE", bearer, params: { id } });

/** A report of `userId` on `spotId` made on `day`, with one photo of theirs. */
async function check(
  userId: string,
  spotId: string | null,
  day: number,
  extra: Parameters<typeof makeReport>[0] = {},
) {
  const photoId = await makePhoto(userId);
  return makeReport({
    userId,
    spotId,
    reportType: "full",
    charge: "credit",
    privacySetting: "private",
    createdAt: at(day),
    photoIds: [photoId],
    title: `Check of day ${day}`,
    ...extra,
  });
}

describe("making and changing a spot", () => {
  it("creates a spot with no checks and no due date, and lists it", async () => {
    const { user, token } = await signedInUser();
    const { status, body } = await create(valid, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      label: "Mole on my left shoulder",
      body_site: "left_shoulder",
      view: "back",
      map_x: 0.3,
      map_y: 0.2,
      reminder_interval_days: null,
      next_check_due_at: null,
      check_due: false,
      report_count: 0,
      last_check_at: null,
      reports: [],
    });
    const stored = await db.spot.findUniqueOrThrow({ where: { id: body.id as string } });
    expect(stored.userId).toBe(user.id);
    expect((await list(token)).body).toEqual([expect.objectContaining({ id: body.id, report_count: 0 })]);
  });

  it("trims the label and keeps a reminder within 30 to 365 days", async () => {
    const { token } = await signedInUser();
    const { status, body } = await create(
      { ...valid, label: "  Freckle  ", reminder_interval_days: 365 },
      token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ label: "Freckle", reminder_interval_days: 365 });
  });

  it.each([
    ["an unknown site", { body_site: "elbow" }, "body_site"],
    ["a place off the map", { map_x: 1.01 }, "map_x"],
    ["a place above the map", { map_y: -0.1 }, "map_y"],
    ["a reminder shorter than 30 days", { reminder_interval_days: 29 }, "reminder_interval_days"],
    ["a reminder longer than a year", { reminder_interval_days: 366 }, "reminder_interval_days"],
    ["a reminder of part of a day", { reminder_interval_days: 30.5 }, "reminder_interval_days"],
    ["a label of only spaces", { label: "   " }, "label"],
    ["a label of 81 characters", { label: "x".repeat(81) }, "label"],
    ["an unknown view", { view: "side" }, "view"],
  ])("refuses %s with 422 naming the field, storing nothing", async (_, change, field) => {
    const { user, token } = await signedInUser();
    const { status, body } = await create({ ...valid, ...change }, token);
    expect(status).toBe(422);
    expect(body.detail).toContain(field);
    expect(await db.spot.count({ where: { userId: user.id } })).toBe(0);
  });

  it("changes only the fields given, and refuses a bad change without changing anything", async () => {
    const { user, token } = await signedInUser();
    const spot = await makeSpot(user.id, { label: "Old" });
    const changed = await patch(spot.id, { label: "New", map_x: 0.9, reminder_interval_days: 90 }, token);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      label: "New",
      map_x: 0.9,
      map_y: 0.3,
      body_site: "chest",
      reminder_interval_days: 90,
    });

    for (const bad of [
      { label: " " },
      { map_y: 2 },
      { reminder_interval_days: 10 },
      { body_site: "tail" },
      {},
    ]) {
      const refused = await patch(spot.id, bad, token);
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toEqual(expect.any(String));
    }
    const stored = await db.spot.findUniqueOrThrow({ where: { id: spot.id } });
    expect(stored).toMatchObject({
      label: "New",
      mapX: 0.9,
      mapY: 0.3,
      bodySite: "chest",
      reminderIntervalDays: 90,
    });

    const off = await patch(spot.id, { reminder_interval_days: null }, token);
    expect(off.body).toMatchObject({ reminder_interval_days: null, next_check_due_at: null });
  });

  it("deletes the spot and keeps its reports, which lose the link", async () => {
    const { user, token } = await signedInUser();
    const spot = await makeSpot(user.id);
    const report = await check(user.id, spot.id, 1);
    const { status, body } = await remove(spot.id, token);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(await db.spot.findUnique({ where: { id: spot.id } })).toBeNull();
    expect(await db.report.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({ spotId: null });
    expect((await view(spot.id, token)).status).toBe(404);
  });
});

describe("who may see and change a spot", () => {
  it("is its owner's and administrators': anyone else is told it does not exist, and a visitor to sign in", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const admin = await signedInAdmin();
    const spot = await makeSpot(owner.user.id, { label: "Private mole" });

    expect((await view(spot.id, owner.token)).status).toBe(200);
    expect((await view(spot.id, admin.token)).body).toMatchObject({ id: spot.id, label: "Private mole" });

    for (const answer of [
      await view(spot.id, other.token),
      await patch(spot.id, { label: "Mine now" }, other.token),
      await remove(spot.id, other.token),
      await view("00000000-0000-4000-8000-000000000000", owner.token),
      await view("not-a-uuid", owner.token),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: SPOT_NOT_FOUND });
    }
    expect((await list(other.token)).body).toEqual([]);

    for (const answer of [
      await list(),
      await create(valid),
      await view(spot.id),
      await patch(spot.id, { label: "x" }),
      await remove(spot.id),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    expect(await db.spot.findUniqueOrThrow({ where: { id: spot.id } })).toMatchObject({
      label: "Private mole",
    });

    expect((await patch(spot.id, { label: "Renamed by support" }, admin.token)).status).toBe(200);
    expect((await remove(spot.id, admin.token)).status).toBe(200);
    expect(await db.spot.count({ where: { id: spot.id } })).toBe(0);
  });
});

describe("a spot's history and due date", () => {
  it("shows the checks oldest first, leaving out upgraded, expired and disabled reports and other spots'", async () => {
    const { user, token } = await signedInUser();
    const spot = await makeSpot(user.id);
    const elsewhere = await makeSpot(user.id);
    const third = await check(user.id, spot.id, 30);
    const first = await check(user.id, spot.id, 1);
    const commentary = "The mole is the same size as on day 1; its border is as even.";
    const second = await check(user.id, spot.id, 10, {
      privacySetting: "public",
      reportType: "followup",
      content: {
        content: "FOLLOW-UP",
        title: "Check of day 10",
        progress_commentary: commentary,
        mock: false,
      },
    });
    await check(user.id, spot.id, 5, { supersededById: third.id, reportType: "summary" });
    await check(user.id, spot.id, 6, { expiresAt: new Date(Date.now() - DAY) });
    await check(user.id, spot.id, 7, { disabled: true });
    await check(user.id, elsewhere.id, 40);

    const { status, body } = await view(spot.id, token);
    expect(status).toBe(200);
    const reports = body.reports as Record<string, unknown>[];
    expect(reports.map((r) => r.id)).toEqual([first.id, second.id, third.id]);
    const photo = await db.reportPhoto.findFirstOrThrow({ where: { reportId: second.id } });
    expect(reports[1]).toEqual({
      id: second.id,
      created_at: at(10).toISOString(),
      report_type: "followup",
      title: "Check of day 10",
      privacy_setting: "public",
      photo_ids: [photo.photoId],
      progress_commentary: commentary,
    });
    // Only a follow-up's commentary is shown; the others say null.
    expect(reports.map((r) => r.progress_commentary)).toEqual([null, commentary, null]);
    expect(body).toMatchObject({ report_count: 3, last_check_at: at(30).toISOString() });
  });

  it("lists spots with the most recently checked first; a spot never checked sorts by when it was made", async () => {
    const { user, token } = await signedInUser();
    const old = await makeSpot(user.id, { label: "old", createdAt: at(0) });
    const recent = await makeSpot(user.id, { label: "recent", createdAt: at(1) });
    await makeSpot(user.id, { label: "unchecked", createdAt: at(20) });
    await check(user.id, old.id, 2);
    await check(user.id, old.id, 30);
    await check(user.id, recent.id, 10);
    await makeSpot((await signedInUser()).user.id, { label: "someone else's" });

    const { status, body } = await list(token);
    expect(status).toBe(200);
    const spots = body as unknown as Record<string, unknown>[];
    expect(spots.map((s) => s.label)).toEqual(["old", "unchecked", "recent"]);
    expect(spots.map((s) => s.report_count)).toEqual([2, 0, 1]);
    expect(spots.map((s) => s.last_check_at)).toEqual([at(30).toISOString(), null, at(10).toISOString()]);
  });

  it("is due the reminder interval after the last check, or after the spot was made before any", async () => {
    const { user, token } = await signedInUser();
    const checked = await makeSpot(user.id, { label: "checked", createdAt: at(0), reminderIntervalDays: 90 });
    await check(user.id, checked.id, 3);
    await check(user.id, checked.id, 12);
    const fresh = await makeSpot(user.id, { label: "fresh", createdAt: at(5), reminderIntervalDays: 30 });
    const quiet = await makeSpot(user.id, { label: "quiet", createdAt: at(5) });
    await check(user.id, quiet.id, 6);

    expect((await view(checked.id, token)).body.next_check_due_at).toBe(
      new Date(at(12).getTime() + 90 * DAY).toISOString(),
    );
    expect((await view(fresh.id, token)).body.next_check_due_at).toBe(at(35).toISOString());
    expect((await view(quiet.id, token)).body.next_check_due_at).toBeNull();
    const listed = (await list(token)).body as unknown as Record<string, unknown>[];
    expect(Object.fromEntries(listed.map((s) => [s.label, s.next_check_due_at]))).toEqual({
      checked: new Date(at(12).getTime() + 90 * DAY).toISOString(),
      fresh: at(35).toISOString(),
      quiet: null,
    });
  });

  it("says a spot is due once its due date has come, and not before or without a reminder", async () => {
    const { user, token } = await signedInUser();
    const now = Date.now();
    const overdue = await makeSpot(user.id, { label: "overdue", reminderIntervalDays: 30 });
    const photoId = await makePhoto(user.id);
    await makeReport({
      userId: user.id,
      spotId: overdue.id,
      reportType: "full",
      charge: "credit",
      privacySetting: "private",
      createdAt: new Date(now - 31 * DAY),
      photoIds: [photoId],
    });
    await makeSpot(user.id, { label: "waiting", reminderIntervalDays: 30 });
    await makeSpot(user.id, { label: "none", createdAt: new Date(now - 400 * DAY) });

    const listed = (await list(token)).body as unknown as Record<string, unknown>[];
    expect(Object.fromEntries(listed.map((s) => [s.label, s.check_due]))).toEqual({
      overdue: true,
      waiting: false,
      none: false,
    });
    expect((await view(overdue.id, token)).body.check_due).toBe(true);
  });
});
