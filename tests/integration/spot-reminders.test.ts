import { describe, expect, it } from "vitest";
import { GET as profileRoute, PATCH as profilePatchRoute } from "@/app/api/user/profile/route";
import { POST as unsubscribeRoute } from "@/app/api/spots/reminders/unsubscribe/route";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import {
  REMINDER_LEASE,
  REMINDERS_PER_RUN,
  sendDueSpotReminders,
  sendRemindersIfLeaseClaimed,
} from "@/lib/spots/reminders";
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from "@/lib/spots/texts";
import { viewSpot } from "@/lib/spots/queries";
import { unsubscribeToken } from "@/lib/spots/unsubscribe";
import { keyedHash } from "@/lib/users/mailbox";
import { makePhoto, makeReport, makeSpot, makeUser, signedInUser } from "../support/factories";
import { call } from "../support/http";

// The clock moves by passing `now`; each test's spots fall due at times of their own.

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.UTC(2026, 2, 1 + day, 9));

const remindersTo = (email: string) =>
  db.emailOutbox.findMany({ where: { to: email, purpose: "spot_reminder" }, orderBy: { createdAt: "asc" } });

const unsubscribe = (json: unknown) => call(unsubscribeRoute, "/api/spots/reminders/unsubscribe", { json });

/** A report of the spot's owner on it (a check) made on `day`. */
async function checkOn(userId: string, spotId: string, day: number) {
  return makeReport({
    userId,
    spotId,
    reportType: "summary",
    privacySetting: "private",
    createdAt: at(day),
    photoIds: [await makePhoto(userId)],
  });
}

describe("a spot that falls due", () => {
  it("gets one e-mail with the spot's name, place and links, on its due date and not before", async () => {
    const user = await makeUser();
    const spot = await makeSpot(user.id, {
      label: "Mole by the collarbone",
      bodySite: "left_shoulder",
      reminderIntervalDays: 30,
      createdAt: at(0),
    });

    await sendDueSpotReminders(new Date(at(30).getTime() - 1000));
    expect(await remindersTo(user.email)).toHaveLength(0);

    await sendDueSpotReminders(at(30));
    const [mail, ...more] = await remindersTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Time to check “Mole by the collarbone” on your left shoulder");
    const checkUrl = `${env().APP_URL}/upload?spot=${spot.id}`;
    const stopUrl = `${env().APP_URL}/unsubscribe/reminders?token=${unsubscribeToken(user.id)}`;
    expect(mail!.text).toContain(checkUrl);
    expect(mail!.text).toContain(stopUrl);
    expect(mail!.html).toContain(`href="${checkUrl}"`);
    expect(mail!.html).toContain(`href="${stopUrl}"`);
    expect(mail!.text).toContain("you asked to be reminded every 30 days");
    expect((await db.spot.findUniqueOrThrow({ where: { id: spot.id } })).reminderSentFor).toEqual(at(30));

    // The next passes, that day and later, find that due date already reminded of.
    expect(await sendDueSpotReminders(at(30))).toEqual({ sent: 0 });
    expect(await sendDueSpotReminders(at(45))).toEqual({ sent: 0 });
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it("after a new check, the next due date has its own reminder", async () => {
    const user = await makeUser();
    const spot = await makeSpot(user.id, { reminderIntervalDays: 60, createdAt: at(100) });
    await sendDueSpotReminders(at(160));
    expect(await remindersTo(user.email)).toHaveLength(1);

    await checkOn(user.id, spot.id, 165);
    await sendDueSpotReminders(at(200));
    expect(await remindersTo(user.email)).toHaveLength(1);
    await sendDueSpotReminders(at(225));
    expect(await remindersTo(user.email)).toHaveLength(2);
    expect((await db.spot.findUniqueOrThrow({ where: { id: spot.id } })).reminderSentFor).toEqual(at(225));
    await sendDueSpotReminders(at(230));
    expect(await remindersTo(user.email)).toHaveLength(2);
  });

  it("falls due when the API says: reports its owner no longer sees in their lists are no checks", async () => {
    // The pass finds due spots in SQL, the API works the date out in lib/spots/due.ts: the same rule
    // twice. Days after every other test's passes, and an expiry before the real clock's now, since
    // the API reads with it.
    const user = await makeUser();
    const spot = await makeSpot(user.id, { reminderIntervalDays: 30, createdAt: at(2000) });
    await checkOn(user.id, spot.id, 2005);
    const full = await checkOn(user.id, spot.id, 2006);
    const notCounted = [
      { createdAt: at(2010), disabled: true },
      { createdAt: at(2011), expiresAt: at(200) },
      { createdAt: at(2013), supersededById: full.id },
    ];
    for (const fields of notCounted) {
      await makeReport({ userId: user.id, spotId: spot.id, privacySetting: "private", ...fields });
    }

    const { next_check_due_at: due } = await viewSpot(user, spot.id);
    expect(due).toBe(new Date(at(2006).getTime() + 30 * DAY).toISOString());
    await sendDueSpotReminders(new Date(Date.parse(due!) - 1000));
    expect(await remindersTo(user.email)).toHaveLength(0);
    await sendDueSpotReminders(new Date(due!));
    expect(await remindersTo(user.email)).toHaveLength(1);
    expect((await db.spot.findUniqueOrThrow({ where: { id: spot.id } })).reminderSentFor).toEqual(
      new Date(due!),
    );
  });

  it("names no place for a spot of site 'other', and escapes the label in the HTML", async () => {
    const user = await makeUser();
    await makeSpot(user.id, {
      label: 'Scar <old> & "new"',
      bodySite: "other",
      reminderIntervalDays: 30,
      createdAt: at(300),
    });
    await sendDueSpotReminders(at(330));
    const [mail] = await remindersTo(user.email);
    expect(mail!.subject).toBe('Time to check “Scar <old> & "new"”');
    expect(mail!.html).toContain("Scar &lt;old&gt; &amp; &quot;new&quot;");
    expect(mail!.html).not.toContain("<old>");
  });
});

describe("once, whatever runs it", () => {
  it("two passes at the same moment (the conditional update racing) record each reminder once", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => makeUser()));
    for (const user of users) await makeSpot(user.id, { reminderIntervalDays: 30, createdAt: at(400) });

    const passes = await Promise.all([sendDueSpotReminders(at(430)), sendDueSpotReminders(at(430))]);
    expect(passes[0].sent + passes[1].sent).toBe(5);
    for (const user of users) expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it("two instances' timers at once: one claims the lease and sends, the other skips", async () => {
    await db.schedulerLease.deleteMany();
    const user = await makeUser();
    await makeSpot(user.id, { reminderIntervalDays: 30, createdAt: at(500) });

    const runs = await Promise.all([
      sendRemindersIfLeaseClaimed(at(530), "instance-a"),
      sendRemindersIfLeaseClaimed(at(530), "instance-b"),
    ]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(runs.find((run) => run !== null)).toEqual({ sent: 1 });
    expect(await remindersTo(user.email)).toHaveLength(1);
    expect(await db.schedulerLease.count({ where: { name: REMINDER_LEASE } })).toBe(1);
  });

  it("a pass does a bounded amount of work, earliest due first; the next pass takes the rest", async () => {
    const user = await makeUser();
    // Due long before every other test's spots, one minute apart, made in shuffled order.
    const first = Date.UTC(2000, 0, 1);
    const minutes = Array.from({ length: REMINDERS_PER_RUN + 1 }, (_, i) => i).sort(
      () => Math.random() - 0.5,
    );
    await db.spot.createMany({
      data: minutes.map((minute) => ({
        userId: user.id,
        label: `Spot ${minute}`,
        bodySite: "chest" as const,
        view: "front" as const,
        mapX: 0.5,
        mapY: 0.5,
        reminderIntervalDays: 30,
        createdAt: new Date(first + minute * 60_000),
      })),
    });
    const now = new Date(first + 60 * DAY);

    expect(await sendDueSpotReminders(now)).toEqual({ sent: REMINDERS_PER_RUN });
    const waiting = await db.spot.findMany({ where: { userId: user.id, reminderSentFor: null } });
    expect(waiting.map((spot) => spot.label)).toEqual([`Spot ${REMINDERS_PER_RUN}`]);
    expect(await sendDueSpotReminders(now)).toEqual({ sent: 1 });
    await db.user.delete({ where: { id: user.id } });
  });
});

describe("who is never reminded", () => {
  it("a blocked account, a person who turned reminders off, a spot without a reminder", async () => {
    const blocked = await makeUser({ blocked: true });
    const off = await makeUser({ spotReminders: false });
    const noInterval = await makeUser();
    await makeSpot(blocked.id, { reminderIntervalDays: 30, createdAt: at(600) });
    await makeSpot(off.id, { reminderIntervalDays: 30, createdAt: at(600) });
    await makeSpot(noInterval.id, { reminderIntervalDays: null, createdAt: at(600) });

    await sendDueSpotReminders(at(700));
    for (const user of [blocked, off, noInterval]) expect(await remindersTo(user.email)).toHaveLength(0);
    expect(
      await db.spot.count({
        where: { userId: { in: [blocked.id, off.id] }, reminderSentFor: { not: null } },
      }),
    ).toBe(0);
  });

  it("a deleted account's spots are gone with it", async () => {
    const user = await makeUser();
    await makeSpot(user.id, { reminderIntervalDays: 30, createdAt: at(800) });
    await db.user.delete({ where: { id: user.id } });
    await sendDueSpotReminders(at(900));
    expect(await remindersTo(user.email)).toHaveLength(0);
  });
});

describe("the unsubscribe link", () => {
  it("turns reminders off without a session, and the next due date sends nothing", async () => {
    const user = await makeUser();
    const spot = await makeSpot(user.id, { reminderIntervalDays: 30, createdAt: at(1000) });
    await sendDueSpotReminders(at(1030));
    const [mail] = await remindersTo(user.email);
    const token = new URL(
      /https?:\/\/\S+\/unsubscribe\/reminders\?token=\S+/.exec(mail!.text)![0],
    ).searchParams.get("token");

    const answer = await unsubscribe({ token });
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: UNSUBSCRIBED } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).spotReminders).toBe(false);
    // Opening it twice says the same.
    expect((await unsubscribe({ token })).status).toBe(200);

    await checkOn(user.id, spot.id, 1035);
    await sendDueSpotReminders(at(1070));
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it("a tampered, foreign or malformed token is refused and changes nothing", async () => {
    const user = await makeUser();
    const other = await makeUser();
    const token = unsubscribeToken(user.id);
    const flipped = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0");
    const refused = [
      flipped,
      `${other.id}.${token.split(".")[1]}`, // someone else's id with this signature
      `${user.id}.${keyedHash("first-free", user.id)}`, // a keyed hash of another purpose
      `${user.id}.`,
      "not-a-token",
    ];
    for (const bad of refused) {
      expect(await unsubscribe({ token: bad })).toMatchObject({
        status: 404,
        body: { detail: UNSUBSCRIBE_LINK_INVALID },
      });
    }
    expect((await unsubscribe({})).status).toBe(422);
    const users = await db.user.findMany({ where: { id: { in: [user.id, other.id] } } });
    expect(users.map((u) => u.spotReminders)).toEqual([true, true]);
  });

  it("the token of a deleted account is refused", async () => {
    const user = await makeUser();
    await db.user.delete({ where: { id: user.id } });
    expect((await unsubscribe({ token: unsubscribeToken(user.id) })).status).toBe(404);
  });
});

describe("the account's switch", () => {
  it("the profile shows the setting and changes it", async () => {
    const { user, token } = await signedInUser();
    const shown = await call(profileRoute, "/api/user/profile", { bearer: token });
    expect(shown).toMatchObject({ status: 200, body: { spot_reminders: true } });

    const patch = (json: unknown) =>
      call(profilePatchRoute, "/api/user/profile", { method: "PATCH", json, bearer: token });
    expect(await patch({ spot_reminders: false })).toMatchObject({
      status: 200,
      body: { spot_reminders: false, email: user.email },
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).spotReminders).toBe(false);
    expect((await call(profileRoute, "/api/user/profile", { bearer: token })).body).toMatchObject({
      spot_reminders: false,
    });

    expect((await patch({ spot_reminders: "no" })).status).toBe(422);
    expect((await patch({})).status).toBe(422);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).spotReminders).toBe(false);

    expect(await patch({ spot_reminders: true })).toMatchObject({
      status: 200,
      body: { spot_reminders: true },
    });
  });

  it("needs a session", async () => {
    const answer = await call(profilePatchRoute, "/api/user/profile", {
      method: "PATCH",
      json: { spot_reminders: false },
    });
    expect(answer.status).toBe(401);
  });
});
