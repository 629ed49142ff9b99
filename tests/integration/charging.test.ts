import { createHmac, randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as followupRoute } from "@/app/api/analysis/followup/route";
import { POST as fullRoute } from "@/app/api/analysis/full/route";
import { firstFreeClaimKey } from "@/lib/analysis/first-free";
import { IDEMPOTENCY_KEY_OTHER_REQUEST, IDEMPOTENCY_KEY_REUSED } from "@/lib/analysis/idempotency";
import {
  FIRST_FREE_IS_PUBLIC,
  LOGIN_FIRST,
  VERIFY_EMAIL_FOR_FREE_REPORT,
  subscriptionCapReached,
} from "@/lib/analysis/permissions";
import { NOT_ENOUGH_CREDITS, spendCredits } from "@/lib/billing/credits";
import { encryptionKey } from "@/lib/config/secrets";
import { db } from "@/lib/db";
import { saveSettings } from "@/lib/settings";
import { FakeOpenAI } from "../fakes/openai";
import { makePhoto, makeReport, signedInUser } from "../support/factories";
import { call } from "../support/http";
import { TWO_QUESTIONS, serveFakeOpenAI } from "../support/openai";

const modelAnswer = {
  title: "Seborrhoeic Dermatitis Report",
  content: "1. CLINICAL OBSERVATION AND MORPHOLOGY\nGreasy scale.\n\n10. DISCLAIMER\nInformational only.",
  progress_commentary: "Less scale than before.",
  dynamic_questions: TWO_QUESTIONS,
};

const fake = new FakeOpenAI({ defaultResponder: () => modelAnswer });

const full = (photoIds: string[], bearer?: string, extra: Record<string, unknown> = {}) =>
  call(fullRoute, "/api/analysis/full", { json: { photo_ids: photoIds, ...extra }, bearer });

const fullWithKey = (photoIds: string[], bearer: string, key: string) =>
  call(fullRoute, "/api/analysis/full", {
    json: { photo_ids: photoIds },
    bearer,
    headers: { "idempotency-key": key },
  });

const followup = (photoIds: string[], previousReportId: string, bearer: string) =>
  call(followupRoute, "/api/analysis/followup", {
    json: { photo_ids: photoIds, is_followup: true, previous_report_id: previousReportId },
    bearer,
  });

const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

const DAY_MS = 24 * 60 * 60 * 1000;

serveFakeOpenAI(fake);

beforeEach(async () => {
  fake.reset();
  await saveSettings({});
});

describe("credits", () => {
  it("two full reports at once with one credit left give one report and one clear refusal", async () => {
    const { user, token } = await signedInUser({ credits: 1, firstReportClaimed: true });
    const photoId = await makePhoto(user.id);
    // Both requests pass the first check and wait on the model together.
    fake.enqueue({ json: modelAnswer, delayMs: 300 }, { json: modelAnswer, delayMs: 300 });

    const answers = await Promise.all([full([photoId], token), full([photoId], token)]);

    expect(fake.chatRequests).toHaveLength(2);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 402]);
    expect(answers.find((a) => a.status === 402)?.body).toEqual({
      detail: NOT_ENOUGH_CREDITS,
      code: "no_credits",
    });
    expect(await db.report.count({ where: { userId: user.id } })).toBe(1);
    const ledger = await db.creditLedgerEntry.findMany({ where: { userId: user.id } });
    const report = await db.report.findFirstOrThrow({ where: { userId: user.id } });
    expect(ledger).toEqual([
      expect.objectContaining({ delta: -1, balanceAfter: 0, reason: "full_report", reportId: report.id }),
    ]);
    expect((await userRow(user.id)).credits).toBe(0);
  });

  it("charges the configured number of credits, with a ledger entry and the cached balance together", async () => {
    await saveSettings({ credits_per_full_report: 2 });
    const { user, token } = await signedInUser({ credits: 3, firstReportClaimed: true });
    const { status, body } = await full([await makePhoto(user.id)], token);
    expect(status).toBe(200);
    expect((await userRow(user.id)).credits).toBe(1);
    const entry = await db.creditLedgerEntry.findFirstOrThrow({ where: { userId: user.id } });
    expect(entry).toMatchObject({ delta: -2, balanceAfter: 1, reportId: body.report_id });

    const refused = await full([await makePhoto(user.id)], token);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ detail: NOT_ENOUGH_CREDITS, code: "no_credits" });
    expect((await userRow(user.id)).credits).toBe(1);
  });

  it("does not count expired credits, without calling the AI", async () => {
    const { user, token } = await signedInUser({
      credits: 5,
      creditsExpiresAt: new Date(Date.now() - DAY_MS),
      firstReportClaimed: true,
    });
    const { status, body } = await full([await makePhoto(user.id)], token);
    expect(status).toBe(402);
    expect(body).toEqual({ detail: NOT_ENOUGH_CREDITS, code: "no_credits" });
    expect(fake.chatRequests).toHaveLength(0);
    expect((await userRow(user.id)).credits).toBe(5);
  });

  it("never spends expired credits, even when asked directly", async () => {
    const expired = await signedInUser({ credits: 2, creditsExpiresAt: new Date(Date.now() - 1000) });
    const valid = await signedInUser({ credits: 2, creditsExpiresAt: new Date(Date.now() + DAY_MS) });
    const reportId = (await makeReport()).id;
    const spent = await db.$transaction(async (tx) => [
      await spendCredits(tx, expired.user.id, 1, reportId),
      await spendCredits(tx, valid.user.id, 1, reportId),
    ]);
    expect(spent).toEqual([null, 1]);
    expect((await userRow(expired.user.id)).credits).toBe(2);
    expect(await db.creditLedgerEntry.count({ where: { userId: expired.user.id } })).toBe(0);
  });

  it("asks a visitor to sign in for a full report", async () => {
    const { status, body } = await full([await makePhoto()]);
    expect(status).toBe(401);
    expect(body).toEqual({ detail: LOGIN_FIRST });
  });
});

describe("the subscription", () => {
  it("covers full and follow-up reports up to the monthly cap, without touching credits", async () => {
    await saveSettings({ subscription_monthly_cap: 2 });
    const { user, token } = await signedInUser({ subscriptionStatus: "active", firstReportClaimed: true });
    // Last month's reports do not count.
    await makeReport({
      userId: user.id,
      charge: "subscription",
      createdAt: new Date(Date.now() - 40 * DAY_MS),
    });
    const photoId = await makePhoto(user.id);

    const first = await full([photoId], token);
    expect(first.status).toBe(200);
    const second = await followup([photoId], first.body.report_id as string, token);
    expect(second.status).toBe(200);
    const third = await full([photoId], token);
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ detail: subscriptionCapReached(2), code: "monthly_cap_reached" });

    const charges = await db.report.findMany({ where: { userId: user.id }, select: { charge: true } });
    expect(charges.filter((r) => r.charge === "subscription")).toHaveLength(3);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it("holds the cap under concurrent requests", async () => {
    await saveSettings({ subscription_monthly_cap: 1 });
    const { user, token } = await signedInUser({ subscriptionStatus: "active", firstReportClaimed: true });
    const photoId = await makePhoto(user.id);
    fake.enqueue({ json: modelAnswer, delayMs: 300 }, { json: modelAnswer, delayMs: 300 });

    const answers = await Promise.all([full([photoId], token), full([photoId], token)]);

    expect(fake.chatRequests).toHaveLength(2);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect(await db.report.count({ where: { userId: user.id } })).toBe(1);
  });

  it("has ended once its paid period is over", async () => {
    const { user, token } = await signedInUser({
      subscriptionStatus: "active",
      subscriptionExpiresAt: new Date(Date.now() - DAY_MS),
      firstReportClaimed: true,
    });
    expect((await full([await makePhoto(user.id)], token)).status).toBe(402);
  });
});

describe("the first free full report", () => {
  it("is never published when asked private: refused with the choice, nothing claimed, no model call", async () => {
    const { user, token } = await signedInUser();
    for (const privacy of ["private", "unlisted"]) {
      const asked = await full([await makePhoto(user.id)], token, { privacy_setting: privacy });
      expect(asked.status).toBe(402);
      expect(asked.body).toEqual({ detail: FIRST_FREE_IS_PUBLIC, code: "first_free_is_public" });
    }
    expect(fake.chatRequests).toHaveLength(0);
    expect(await db.report.count({ where: { userId: user.id } })).toBe(0);
    expect((await userRow(user.id)).firstReportClaimed).toBe(false);
  });

  it("with one credit left and the free report unused, a second private request is refused, not published", async () => {
    const { user, token } = await signedInUser({ credits: 1 });
    const first = await full([await makePhoto(user.id)], token, { privacy_setting: "private" });
    expect(first.body).toMatchObject({ privacy_setting: "private" });
    const second = await full([await makePhoto(user.id)], token, { privacy_setting: "private" });
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({ code: "first_free_is_public" });
    const reports = await db.report.findMany({ where: { userId: user.id } });
    expect(reports.map((r) => [r.charge, r.privacySetting])).toEqual([["credit", "private"]]);
    expect((await userRow(user.id)).firstReportClaimed).toBe(false);
  });

  it("is given once per account, public, and marks the account and the address", async () => {
    const { user, token } = await signedInUser();
    const first = await full([await makePhoto(user.id)], token, { privacy_setting: "public" });
    expect(first.status).toBe(200);
    expect(first.body.privacy_setting).toBe("public");
    const report = await db.report.findUniqueOrThrow({ where: { id: first.body.report_id as string } });
    expect(report).toMatchObject({ charge: "first_free", creditsCharged: 0, privacySetting: "public" });
    expect((await userRow(user.id)).firstReportClaimed).toBe(true);
    expect(
      await db.firstFreeReportClaim.findUnique({ where: { emailHash: firstFreeClaimKey(user.email) } }),
    ).toMatchObject({ userId: user.id, reportId: report.id });

    const second = await full([await makePhoto(user.id)], token);
    expect(second.status).toBe(402);
    expect(second.body).toEqual({ detail: NOT_ENOUGH_CREDITS, code: "no_credits" });
  });

  it("is given once per address, also after the account is deleted and created again", async () => {
    const email = `Returning-${randomUUID().slice(0, 8)}@Example.com`;
    const before = await signedInUser({ email: email.toLowerCase() });
    expect((await full([await makePhoto(before.user.id)], before.token)).status).toBe(200);
    await db.user.delete({ where: { id: before.user.id } });

    const again = await signedInUser({ email: email.toLowerCase() });
    const { status, body } = await full([await makePhoto(again.user.id)], again.token);
    expect(status).toBe(402);
    expect(body).toEqual({ detail: NOT_ENOUGH_CREDITS, code: "no_credits" });
    expect(fake.chatRequests).toHaveLength(1);
    expect((await userRow(again.user.id)).firstReportClaimed).toBe(false);
  });

  it.each([
    ["a +tag", (local: string) => `${local}@example.org`, (local: string) => `${local}+again@example.org`],
    [
      "Gmail dots, a +tag and googlemail.com",
      (local: string) => `jane.${local}@gmail.com`,
      (local: string) => `Jane${local}+2@GoogleMail.com`.toLowerCase(),
    ],
  ])(
    "cannot be claimed a second time with %s on the same mailbox",
    async (_name, firstAddress, secondAddress) => {
      const local = `claim${randomUUID().slice(0, 8)}`;
      const first = await signedInUser({ email: firstAddress(local) });
      expect((await full([await makePhoto(first.user.id)], first.token)).body).toMatchObject({
        report_type: "full",
      });
      expect(await db.report.count({ where: { userId: first.user.id, charge: "first_free" } })).toBe(1);

      const second = await signedInUser({ email: secondAddress(local) });
      const { status, body } = await full([await makePhoto(second.user.id)], second.token);
      expect(status).toBe(402);
      expect(body).toEqual({ detail: NOT_ENOUGH_CREDITS, code: "no_credits" });
      expect(await db.report.count({ where: { userId: second.user.id } })).toBe(0);
      expect((await userRow(second.user.id)).firstReportClaimed).toBe(false);
    },
  );

  it("still counts a claim stored before addresses were normalised", async () => {
    const email = `jane.${randomUUID().slice(0, 8)}@gmail.com`;
    const legacyKey = createHmac("sha256", encryptionKey()).update(`first-free:${email}`).digest("hex");
    await db.firstFreeReportClaim.create({ data: { emailHash: legacyKey } });
    const { user, token } = await signedInUser({ email });
    expect((await full([await makePhoto(user.id)], token)).status).toBe(402);
  });

  it("is given once even to two requests at the same moment", async () => {
    const { user, token } = await signedInUser();
    const photoId = await makePhoto(user.id);
    fake.enqueue({ json: modelAnswer, delayMs: 300 }, { json: modelAnswer, delayMs: 300 });

    const answers = await Promise.all([full([photoId], token), full([photoId], token)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 402]);
    expect(await db.report.count({ where: { userId: user.id, charge: "first_free" } })).toBe(1);
  });

  it("needs a verified e-mail address", async () => {
    const { user, token } = await signedInUser({ emailVerified: false });
    const { status, body } = await full([await makePhoto(user.id)], token);
    expect(status).toBe(403);
    expect(body).toEqual({ detail: VERIFY_EMAIL_FOR_FREE_REPORT, code: "email_unverified" });
  });

  it("can be switched off in the settings", async () => {
    await saveSettings({ enable_first_free_report: false });
    const { user, token } = await signedInUser();
    expect((await full([await makePhoto(user.id)], token)).status).toBe(402);
  });
});

describe("a retried request with the same Idempotency-Key", () => {
  it("gets the first answer again and is charged once", async () => {
    const { user, token } = await signedInUser({ credits: 3, firstReportClaimed: true });
    const photo = await makePhoto(user.id);
    const first = await fullWithKey([photo], token, "retry-1");
    const again = await fullWithKey([photo], token, "retry-1");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(fake.chatRequests).toHaveLength(1);
    expect((await userRow(user.id)).credits).toBe(2);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(1);

    const other = await fullWithKey([photo], token, "retry-2");
    expect(other.body.report_id).not.toBe(first.body.report_id);
    expect((await userRow(user.id)).credits).toBe(1);
  });

  it("is charged once when both copies arrive at the same moment", async () => {
    const { user, token } = await signedInUser({ credits: 3, firstReportClaimed: true });
    const photo = await makePhoto(user.id);
    const answers = await Promise.all([
      fullWithKey([photo], token, "same-moment"),
      fullWithKey([photo], token, "same-moment"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.report_id).toBe(answers[1]!.body.report_id);
    expect(await db.report.count({ where: { userId: user.id } })).toBe(1);
    expect((await userRow(user.id)).credits).toBe(2);
  });

  it("refuses a key already used for another kind of report", async () => {
    const { user, token } = await signedInUser({ credits: 3, firstReportClaimed: true });
    const photo = await makePhoto(user.id);
    expect((await fullWithKey([photo], token, "kinds")).status).toBe(200);
    const followupAnswer = await call(followupRoute, "/api/analysis/followup", {
      json: { photo_ids: [photo], previous_report_id: randomUUID() },
      bearer: token,
      headers: { "idempotency-key": "kinds" },
    });
    expect(followupAnswer.status).toBe(409);
    expect(followupAnswer.body).toEqual({ detail: IDEMPOTENCY_KEY_REUSED, code: "conflict" });
  });

  it("refuses the same key with other photos instead of answering the first report", async () => {
    const { user, token } = await signedInUser({ credits: 3, firstReportClaimed: true });
    const [first, other] = [await makePhoto(user.id), await makePhoto(user.id)];
    const made = await fullWithKey([first], token, "reused-key");
    expect(made.status).toBe(200);

    const reused = await fullWithKey([other], token, "reused-key");
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ detail: IDEMPOTENCY_KEY_OTHER_REQUEST });
    const withNote = await call(fullRoute, "/api/analysis/full", {
      json: { photo_ids: [first], context_history: "a different request" },
      bearer: token,
      headers: { "idempotency-key": "reused-key" },
    });
    expect(withNote.status).toBe(422);
    expect(fake.chatRequests).toHaveLength(1);
    expect((await userRow(user.id)).credits).toBe(2);
    expect(await db.report.count({ where: { userId: user.id } })).toBe(1);

    // The same request again, with its fields in another order, still gets the first report.
    const same = await call(fullRoute, "/api/analysis/full", {
      json: { questions_answers: {}, photo_ids: [first], user_id: user.id },
      bearer: token,
      headers: { "idempotency-key": "reused-key" },
    });
    expect(same.status).toBe(200);
    expect(same.body.report_id).toBe(made.body.report_id);
  });

  it("keys belong to one user: another user's same key makes a report of their own", async () => {
    const a = await signedInUser({ credits: 1, firstReportClaimed: true });
    const b = await signedInUser({ credits: 1, firstReportClaimed: true });
    const ra = await fullWithKey([await makePhoto(a.user.id)], a.token, "shared");
    const rb = await fullWithKey([await makePhoto(b.user.id)], b.token, "shared");
    expect(rb.status).toBe(200);
    expect(rb.body.report_id).not.toBe(ra.body.report_id);
    expect((await userRow(b.user.id)).credits).toBe(0);
  });
});
