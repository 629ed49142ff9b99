import { describe, expect, it } from "vitest";
import { POST as followupRoute } from "@/app/api/analysis/followup/route";
import { POST as fullRoute } from "@/app/api/analysis/full/route";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { GET as entitlementsRoute } from "@/app/api/user/entitlements/route";
import type { Entitlements } from "@/lib/analysis/entitlements";
import { PLAN_REFUSALS } from "@/lib/analysis/permissions";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RefusalCode } from "@/lib/errors/refusal-codes";
import { makePhoto, makeReport, makeVisitorPhoto, signedInUser } from "../support/factories";
import { call, randomIp } from "../support/http";

// What GET /api/user/entitlements promises is exactly what the analysis endpoints then allow or
// refuse, for each kind of caller. Every probe starts from a fresh caller of that kind, so no
// probe spends what another one checks. The demonstration analysis answers (no model key).

type Caller = { bearer?: string; userId: string | null; ip: string };

type Persona = { name: string; make: () => Promise<Caller> };

const user =
  (overrides: Partial<Prisma.UserCreateInput> = {}, setup?: (userId: string) => Promise<void>) =>
  async (): Promise<Caller> => {
    const { user, token } = await signedInUser(overrides);
    await setup?.(user.id);
    return { bearer: token, userId: user.id, ip: randomIp() };
  };

const subscribed = { subscriptionStatus: "active" as const, firstReportClaimed: true };

const personas: Persona[] = [
  { name: "a visitor", make: async () => ({ userId: null, ip: randomIp() }) },
  { name: "a free user whose first free report is claimed", make: user({ firstReportClaimed: true }) },
  { name: "a user with the first free report unused", make: user() },
  { name: "a user with credits", make: user({ credits: 3, firstReportClaimed: true }) },
  { name: "a user with one credit and the first free report unused", make: user({ credits: 1 }) },
  { name: "a subscriber", make: user(subscribed) },
  {
    name: "a subscriber at the monthly cap",
    make: user(subscribed, async (userId) => {
      for (let i = 0; i < 50; i++) await makeReport({ userId, reportType: "full", charge: "subscription" });
    }),
  },
  {
    name: "a subscriber at the cap with credits",
    make: user({ ...subscribed, credits: 2 }, async (userId) => {
      for (let i = 0; i < 50; i++) await makeReport({ userId, reportType: "full", charge: "subscription" });
    }),
  },
];

async function entitlementsOf(caller: Caller): Promise<Entitlements> {
  const { status, body } = await call(entitlementsRoute, "/api/user/entitlements", {
    bearer: caller.bearer,
    ip: caller.ip,
  });
  expect(status).toBe(200);
  return body as unknown as Entitlements;
}

async function photos(caller: Caller, n: number) {
  if (caller.userId)
    return { photo_ids: await Promise.all(Array.from({ length: n }, () => makePhoto(caller.userId))) };
  // A visitor's uploads carry one secret for the whole upload.
  const first = await makeVisitorPhoto();
  const rest = await Promise.all(
    Array.from({ length: n - 1 }, async () => {
      const { photoId } = await makeVisitorPhoto();
      return photoId;
    }),
  );
  return { photo_ids: [first.photoId, ...rest], upload_secret: first.uploadSecret };
}

async function medicalRecord(userId: string): Promise<string> {
  const blob = await db.storedBlob.create({
    data: { contentType: "application/pdf", byteSize: 1, data: new Uint8Array([1]) },
  });
  const record = await db.medicalRecord.create({ data: { userId, filename: "lab.pdf", blobId: blob.id } });
  return record.id;
}

const routes = { summary: summaryRoute, full: fullRoute, followup: followupRoute };

async function analyse(kind: keyof typeof routes, caller: Caller, json: Record<string, unknown>) {
  return call(routes[kind], `/api/analysis/${kind}`, { json, bearer: caller.bearer, ip: caller.ip });
}

/** Allowed, or refused by a rule of what the report may hold (not by how it is paid for). */
function planVerdict(answer: {
  status: number;
  body: Record<string, unknown>;
}): "allowed" | "refused" | "other" {
  if (answer.status === 200) return "allowed";
  return PLAN_REFUSALS.has(answer.body.code as RefusalCode) ? "refused" : "other";
}

describe.each(personas)("entitlements of $name", ({ make }) => {
  it("the photo limit is the one the next report keeps", async () => {
    const caller = await make();
    const { max_photos_per_report: max, next_report_type: kind } = await entitlementsOf(caller);
    const atLimit = await analyse(kind, caller, await photos(caller, max));
    expect(planVerdict(atLimit)).not.toBe("refused");
    const other = await make();
    const overLimit = await analyse(kind, other, await photos(other, max + 1));
    expect(planVerdict(overLimit)).toBe("refused");
  });

  it("the default privacy is what the next report gets when none is asked for", async () => {
    const caller = await make();
    const promised = await entitlementsOf(caller);
    expect(promised.privacy_options).toContain(promised.default_privacy);
    const answer = await analyse(promised.next_report_type, caller, await photos(caller, 1));
    if (answer.status === 200) expect(answer.body.privacy_setting).toBe(promised.default_privacy);
  });

  it.each(["public", "unlisted", "private"] as const)(
    "privacy %s is offered exactly when it is allowed",
    async (privacy) => {
      const caller = await make();
      const promised = await entitlementsOf(caller);
      const answer = await analyse(promised.next_report_type, caller, {
        ...(await photos(caller, 1)),
        privacy_setting: privacy,
      });
      expect(planVerdict(answer) === "refused").toBe(!promised.privacy_options.includes(privacy));
      if (answer.status === 200) expect(answer.body.privacy_setting).toBe(privacy);
    },
  );

  it("medical records and a context note are offered exactly when they are allowed", async () => {
    const records = await make();
    const promised = await entitlementsOf(records);
    if (records.userId) {
      const withRecord = await analyse(promised.next_report_type, records, {
        ...(await photos(records, 1)),
        medical_record_ids: [await medicalRecord(records.userId)],
      });
      expect(planVerdict(withRecord) === "refused").toBe(!promised.can_attach_records);
    } else {
      expect(promised.can_attach_records).toBe(false);
    }

    const note = await make();
    const withNote = await analyse(promised.next_report_type, note, {
      ...(await photos(note, 1)),
      context_history: "Appeared after a new soap, three weeks ago.",
    });
    expect(planVerdict(withNote) === "refused").toBe(!promised.can_add_context_note);
  });

  it("a follow-up is offered exactly when one is allowed", async () => {
    const caller = await make();
    const promised = await entitlementsOf(caller);
    const earlier = await makeReport({ userId: caller.userId, reportType: "full", charge: "credit" });
    const answer = await analyse("followup", caller, {
      ...(await photos(caller, 1)),
      previous_report_id: earlier.id,
      is_followup: true,
    });
    expect(answer.status === 200).toBe(promised.can_follow_up);
    if (!promised.can_follow_up && caller.userId) {
      expect(answer.body.code).toMatch(/^(subscription_required|monthly_cap_reached)$/);
    }
  });

  it("the full report is paid for as promised, or refused when nothing pays for it", async () => {
    const caller = await make();
    const promised = await entitlementsOf(caller);
    if (!caller.userId) {
      // A visitor is promised the first free report for once they have verified an address.
      expect(promised.full_report_payment).toBe("first_free");
      expect((await analyse("full", caller, await photos(caller, 1))).status).toBe(401);
      return;
    }
    const answer = await analyse("full", caller, { ...(await photos(caller, 1)), privacy_setting: "public" });
    if (promised.full_report_payment === "none") {
      expect([402, 403]).toContain(answer.status);
      return;
    }
    expect(answer.status).toBe(200);
    const report = await db.report.findUniqueOrThrow({ where: { id: answer.body.report_id as string } });
    expect(report.charge).toBe(promised.full_report_payment);
    expect(promised.next_report_type).toBe(
      promised.full_report_payment === "first_free" ? "summary" : "full",
    );
  });
});

describe("entitlements", () => {
  it("tell a user with one credit and the first free report unused what each of two private requests gets", async () => {
    const { user, token } = await signedInUser({ credits: 1 });
    const caller = { bearer: token, ip: randomIp() };
    const get = async () => (await call(entitlementsRoute, "/api/user/entitlements", caller)).body;
    expect(await get()).toMatchObject({ full_report_payment: "credit", next_report_type: "full" });
    const first = await call(fullRoute, "/api/analysis/full", {
      ...caller,
      json: { photo_ids: [await makePhoto(user.id)], privacy_setting: "private" },
    });
    expect(first.status).toBe(200);
    expect(await get()).toMatchObject({
      full_report_payment: "first_free",
      next_report_type: "summary",
      privacy_options: ["public"],
      max_photos_per_report: 1,
    });
  });

  it("of subscribers count the month's full reports against the cap", async () => {
    const { user, token } = await signedInUser(subscribed);
    for (let i = 0; i < 3; i++)
      await makeReport({ userId: user.id, reportType: "full", charge: "subscription" });
    await makeReport({ userId: user.id, reportType: "summary", charge: "free_summary" });
    const { body } = await call(entitlementsRoute, "/api/user/entitlements", { bearer: token });
    expect(body).toMatchObject({ monthly_cap: { used: 3, limit: 50 } });
  });

  it("of a blocked user are refused as the analysis is", async () => {
    const { user, token } = await signedInUser({ credits: 3 });
    await db.user.update({ where: { id: user.id }, data: { blocked: true } });
    const entitlements = await call(entitlementsRoute, "/api/user/entitlements", { bearer: token });
    expect(entitlements).toMatchObject({ status: 403, body: { code: "account_blocked" } });
    const full = await call(fullRoute, "/api/analysis/full", {
      bearer: token,
      json: { photo_ids: [await makePhoto(user.id)] },
    });
    expect(full).toMatchObject({ status: 403, body: { code: "account_blocked" } });
  });

  it("of a visitor are a visitor's: one public photo, a summary, no paid options", async () => {
    const { status, body } = await call(entitlementsRoute, "/api/user/entitlements", { ip: randomIp() });
    expect(status).toBe(200);
    expect(body).toEqual({
      max_photos_per_report: 1,
      privacy_options: ["public"],
      default_privacy: "public",
      can_attach_records: false,
      can_add_context_note: false,
      can_follow_up: false,
      next_report_type: "summary",
      full_report_payment: "first_free",
      credits_per_full_report: 1,
      monthly_cap: null,
      free_summaries: { used: 0, limit: 5 },
    });
  });
});
