import { beforeAll, describe, expect, it } from "vitest";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { POST as uploadRoute } from "@/app/api/photos/upload/route";
import { randomUUID } from "node:crypto";
import { usageFacts } from "@/lib/analysis/facts";
import { countFreeSummary } from "@/lib/analysis/fair-use";
import { db } from "@/lib/db";
import type { ReportCharge } from "@/lib/generated/prisma/client";
import { FakeOpenAI } from "../fakes/openai";
import { makePhoto, makeReport, makeVisitorPhoto, makeUser, signedInUser } from "../support/factories";
import { jpegImage, uploadForm } from "../support/images";
import { call, randomIp } from "../support/http";
import { serveFakeOpenAI } from "../support/openai";
import { statementsOf } from "../support/statements";

// What the busiest writes send to the database: a summary and an upload are most of a loaded
// server's statements, so the ones that need not be sent are pinned here.

const fake = new FakeOpenAI({});
serveFakeOpenAI(fake);

// The recorder finds the embedded database once it is open.
beforeAll(() => db.user.count());

const matching = (texts: string[], pattern: RegExp) => texts.filter((text) => pattern.test(text));

/** A summary asked for by this bearer, with the statements it sent. */
const summaryStatements = (token: string, json: Record<string, unknown>) =>
  statementsOf(() => call(summaryRoute, "/api/analysis/summary", { json, bearer: token, ip: randomIp() }));

describe("a summary", () => {
  it("of the user's own photo reads the photo once, counts usage without COUNT, and adopts nothing", async () => {
    const { user, token } = await signedInUser();
    const photoId = await makePhoto(user.id);

    const { result, texts } = await summaryStatements(token, { photo_ids: [photoId] });

    expect(result.status).toBe(200);
    expect(matching(texts, /FROM "public"\."photos"/)).toHaveLength(1);
    expect(matching(texts, /UPDATE "public"\."photos"/)).toHaveLength(0);
    expect(matching(texts, /COUNT\(/i)).toHaveLength(0);
    // The mailbox's fair use, read once before the model's call and once inside the charging
    // transaction, then counted for the day and the month; no reports are counted (no COUNT above)
    // for a user without a subscription.
    expect(matching(texts, /FROM "public"\."rate_limit_counters"/)).toHaveLength(2);
    expect(matching(texts, /INSERT INTO rate_limit_counters/)).toHaveLength(2);
  });

  it("of a visitor's upload, by the visitor once signed in with its secret, makes the photo theirs", async () => {
    const { user, token } = await signedInUser();
    const { photoId, uploadSecret } = await makeVisitorPhoto();

    const { result, texts } = await summaryStatements(token, {
      photo_ids: [photoId],
      upload_secret: uploadSecret,
    });

    expect(result.status).toBe(200);
    expect(matching(texts, /UPDATE "public"\."photos"/)).toHaveLength(1);
    const photo = await db.photo.findUniqueOrThrow({ where: { id: photoId } });
    expect(photo).toMatchObject({ userId: user.id, uploadKeyHash: null });
  });
});

describe("an upload followed by its summary", () => {
  it("reads the photo's bytes from memory: the upload kept what it stored", async () => {
    const { token } = await signedInUser();
    const uploaded = await call(uploadRoute, "/api/photos/upload", {
      body: uploadForm([
        { bytes: await jpegImage({ width: 90, height: 60 }), name: "a.jpg", type: "image/jpeg" },
      ]),
      bearer: token,
      ip: randomIp(),
    });
    const [photoId] = uploaded.body.photo_ids as string[];

    const { result, texts } = await summaryStatements(token, { photo_ids: [photoId] });

    expect(result.status).toBe(200);
    expect(matching(texts, /stored_blobs/)).toHaveLength(0);
    expect(fake.imagePartCount()).toBe(1);
  });
});

describe("usage counted for the fair-use and subscription limits", () => {
  it("counts a subscriber's reports charged to the subscription this month, the user's only", async () => {
    const user = await makeUser({ subscriptionStatus: "active" });
    const other = await makeUser({ subscriptionStatus: "active" });
    const now = new Date("2026-11-24T12:00:00.000Z");
    const made: [ReportCharge, string, string?][] = [
      ["subscription", "2026-11-02T08:00:00.000Z"],
      ["subscription", "2026-11-24T08:00:00.000Z"],
      ["subscription", "2026-10-30T08:00:00.000Z"],
      ["credit", "2026-11-24T09:00:00.000Z"],
      ["free_summary", "2026-11-24T09:00:00.000Z"],
      ["subscription", "2026-11-24T09:00:00.000Z", other.id],
    ];
    for (const [charge, at, owner] of made) {
      await makeReport({ userId: owner ?? user.id, charge, createdAt: new Date(at) });
    }

    await expect(usageFacts(db, user, "10.0.0.1", now)).resolves.toEqual({
      freeSummariesToday: 0,
      freeSummariesThisMonth: 0,
      subscriptionReportsThisMonth: 2,
    });
  });

  it("counts free summaries per mailbox, by day and month: aliases share, other mailboxes do not", async () => {
    const local = `count${randomUUID().slice(0, 8)}`;
    const user = await makeUser({ email: `${local}@example.org` });
    const alias = await makeUser({ email: `${local}+second@example.org` });
    const other = await makeUser();
    const rules = { fair_use_limit_daily: 5, fair_use_limit_monthly: 20 };
    const count = (who: { email: string }, at: string) =>
      db.$transaction((tx) => countFreeSummary(tx, { email: who.email }, rules, new Date(at)));
    await count(user, "2026-11-24T00:00:00.000Z");
    await count(alias, "2026-11-24T11:59:00.000Z");
    await count(user, "2026-11-23T23:59:59.999Z");
    await count(user, "2026-10-31T23:59:59.999Z");
    await count(other, "2026-11-24T09:00:00.000Z");

    await expect(usageFacts(db, user, "10.0.0.1", new Date("2026-11-24T12:00:00.000Z"))).resolves.toEqual({
      freeSummariesToday: 2,
      freeSummariesThisMonth: 3,
      subscriptionReportsThisMonth: 0,
    });
  });
});

describe("an upload", () => {
  it("creates its photos' rows in one statement, outside any transaction, in the order sent", async () => {
    const { token } = await signedInUser({ credits: 3 });
    const wide = await jpegImage({ width: 90, height: 60 });
    const tall = await jpegImage({ width: 60, height: 90 });

    const { result, texts } = await statementsOf(() =>
      call(uploadRoute, "/api/photos/upload", {
        body: uploadForm([
          { bytes: wide, name: "wide.jpg", type: "image/jpeg" },
          { bytes: tall, name: "tall.jpg", type: "image/jpeg" },
        ]),
        bearer: token,
        ip: randomIp(),
      }),
    );

    expect(result.status).toBe(200);
    expect(matching(texts, /INSERT INTO "public"\."photos"/)).toHaveLength(1);
    expect(matching(texts, /^\s*BEGIN/i)).toHaveLength(0);
    const ids = result.body.photo_ids as string[];
    const rows = await db.photo.findMany({ where: { id: { in: ids } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => [byId.get(id)?.width, byId.get(id)?.height])).toEqual([
      [90, 60],
      [60, 90],
    ]);
  });
});
