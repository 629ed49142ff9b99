import { beforeEach, describe, expect, it } from "vitest";
import { GET as profile } from "@/app/api/user/profile/route";
import { db } from "@/lib/db";
import { saveSettings } from "@/lib/settings";
import {
  ENTER_VOUCHER_CODE,
  LOGIN_FIRST,
  TOO_MANY_VOUCHER_ATTEMPTS,
  VERIFY_EMAIL_TO_REDEEM,
  VOUCHER_ALREADY_REDEEMED,
  VOUCHER_EXPIRED,
  VOUCHER_INACTIVE,
  VOUCHER_NOT_FOUND,
  VOUCHER_REDEEMED,
  VOUCHER_USED_UP,
} from "@/lib/vouchers/rules";
import { VOUCHER_ATTEMPTS_PER_USER } from "@/lib/vouchers/redeem";
import { signedInUser } from "../support/factories";
import { call } from "../support/http";
import { makeVoucher, redeem } from "../support/vouchers";

const DAY_MS = 24 * 60 * 60 * 1000;

const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id } });
const voucherRow = (id: string) => db.voucher.findUniqueOrThrow({ where: { id } });

/** Nothing of the user's or the voucher's changed. */
async function expectUntouched(userId: string, voucherId: string, credits = 0, usedCount = 0) {
  expect((await userRow(userId)).credits).toBe(credits);
  expect((await voucherRow(voucherId)).usedCount).toBe(usedCount);
  expect(await db.creditLedgerEntry.count({ where: { userId, voucherId } })).toBe(0);
  expect(await db.voucherRedemption.count({ where: { userId, voucherId } })).toBe(0);
  expect(await db.voucherTransaction.count({ where: { userId, voucherId } })).toBe(0);
}

beforeEach(async () => {
  await saveSettings({});
});

describe("redeeming a voucher", () => {
  it("a visitor who is not signed in is told to log in first, and the voucher keeps its uses", async () => {
    const voucher = await makeVoucher();

    const answer = await redeem(voucher.code);

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ detail: LOGIN_FIRST });
    expect((await voucherRow(voucher.id)).usedCount).toBe(0);
  });

  it("a voucher adds its credits to the balance, with a ledger row, a redemption and a voucher transaction", async () => {
    const { user, token } = await signedInUser({ credits: 2 });
    const voucher = await makeVoucher({ reportCount: 3 });
    const before = Date.now();

    const answer = await redeem(voucher.code, token);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: VOUCHER_REDEEMED, credits_added: 3, credits: 5 });
    const row = await userRow(user.id);
    expect(row.credits).toBe(5);
    expect(answer.body.credits_expires_at).toBe(row.creditsExpiresAt?.toISOString());
    expect((await call(profile, "/api/user/profile", { bearer: token })).body.credits).toBe(5);
    expect(await db.creditLedgerEntry.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({
        delta: 3,
        balanceAfter: 5,
        reason: "voucher_redemption",
        voucherId: voucher.id,
      }),
    ]);
    const redemption = await db.voucherRedemption.findFirstOrThrow({ where: { userId: user.id } });
    expect(redemption.voucherId).toBe(voucher.id);
    expect(redemption.redeemedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await db.voucherTransaction.findMany({ where: { voucherId: voucher.id } })).toEqual([
      expect.objectContaining({
        transactionType: "voucher_redemption",
        voucherCode: voucher.code,
        userId: user.id,
        userEmail: user.email,
        relatedUserId: null,
        credits: 3,
      }),
    ]);
    expect((await voucherRow(voucher.id)).usedCount).toBe(1);
  });

  it("codes work in any letter case and with stray spaces", async () => {
    const { user, token } = await signedInUser();
    const voucher = await makeVoucher({ code: "SPRING-GLOW" });

    const answer = await redeem("  spring-Glow ", token);

    expect(answer.status).toBe(200);
    expect((await userRow(user.id)).credits).toBe(1);
    expect((await voucherRow(voucher.id)).usedCount).toBe(1);
  });

  it("the same account cannot redeem a voucher twice, even with the code in another case", async () => {
    const { user, token } = await signedInUser();
    const voucher = await makeVoucher({ code: "TWICE-NOT" });
    expect((await redeem("TWICE-NOT", token)).status).toBe(200);

    const again = await redeem("twice-not", token);

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: VOUCHER_ALREADY_REDEEMED, code: "voucher_already_redeemed" });
    expect((await userRow(user.id)).credits).toBe(1);
    expect((await voucherRow(voucher.id)).usedCount).toBe(1);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(1);
  });

  it("five redemptions of one voucher fired at once by the same account grant its credits once", async () => {
    const { user, token } = await signedInUser();
    const voucher = await makeVoucher({ reportCount: 2 });

    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(voucher.code, token)));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await userRow(user.id)).credits).toBe(2);
    expect((await voucherRow(voucher.id)).usedCount).toBe(1);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(1);
  });

  it("20 people redeeming a 5-use voucher at the same moment: exactly 5 get credits, 15 hear it is used up", async () => {
    const voucher = await makeVoucher({ usageLimit: 5 });
    const people = await Promise.all(Array.from({ length: 20 }, () => signedInUser()));

    const answers = await Promise.all(people.map(({ token }) => redeem(voucher.code, token)));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual(
      Array.from({ length: 15 }, () => ({ detail: VOUCHER_USED_UP, code: "voucher_used_up" })),
    );
    expect((await voucherRow(voucher.id)).usedCount).toBe(5);
    expect(await db.voucherRedemption.count({ where: { voucherId: voucher.id } })).toBe(5);
    expect(await db.voucherTransaction.count({ where: { voucherId: voucher.id } })).toBe(5);
    const credited = await db.user.findMany({
      where: { id: { in: people.map((p) => p.user.id) }, credits: 1 },
    });
    expect(credited).toHaveLength(5);
  });

  it("a used-up voucher is refused and grants nothing", async () => {
    const { user, token } = await signedInUser();
    const voucher = await makeVoucher({ usageLimit: 3, usedCount: 3 });

    const answer = await redeem(voucher.code, token);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: VOUCHER_USED_UP, code: "voucher_used_up" });
    await expectUntouched(user.id, voucher.id, 0, 3);
  });

  it("an expired voucher is refused and grants nothing", async () => {
    const { user, token } = await signedInUser();
    const voucher = await makeVoucher({ expiresAt: new Date(Date.now() - 60_000) });

    const answer = await redeem(voucher.code, token);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: VOUCHER_EXPIRED, code: "voucher_expired" });
    await expectUntouched(user.id, voucher.id);
  });

  it("a voucher that has not reached its end date still works", async () => {
    const { user, token } = await signedInUser();
    await makeVoucher({ code: "STILL-GOOD", expiresAt: new Date(Date.now() + DAY_MS) });

    expect((await redeem("still-good", token)).status).toBe(200);
    expect((await userRow(user.id)).credits).toBe(1);
  });

  it("a voucher the administrator disabled is refused and grants nothing", async () => {
    const { user, token } = await signedInUser();
    const voucher = await makeVoucher({ isActive: false });

    const answer = await redeem(voucher.code, token);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: VOUCHER_INACTIVE, code: "voucher_inactive" });
    await expectUntouched(user.id, voucher.id);
  });

  it("an unknown code is refused with 404 and an empty one asks for a code", async () => {
    const { user, token } = await signedInUser();

    const unknown = await redeem("NO-SUCH-CODE", token);
    const empty = await redeem("   ", token);

    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: VOUCHER_NOT_FOUND, code: "voucher_not_found" });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ detail: ENTER_VOUCHER_CODE });
    expect((await userRow(user.id)).credits).toBe(0);
  });

  it("granted credits expire credits_expiry_days after the redemption", async () => {
    await saveSettings({ credits_expiry_days: 30 });
    const { user, token } = await signedInUser();
    const voucher = await makeVoucher();
    const before = Date.now();

    expect((await redeem(voucher.code, token)).status).toBe(200);

    const expiresAt = (await userRow(user.id)).creditsExpiresAt?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 1000);
  });

  it("a voucher never brings expired credits back: they are written off and only the new credits count", async () => {
    const { user, token } = await signedInUser({
      credits: 4,
      creditsExpiresAt: new Date(Date.now() - DAY_MS),
    });
    const voucher = await makeVoucher({ reportCount: 1 });

    const answer = await redeem(voucher.code, token);

    expect(answer.status).toBe(200);
    expect(answer.body.credits).toBe(1);
    const row = await userRow(user.id);
    expect(row.credits).toBe(1);
    expect(row.creditsExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 179 * DAY_MS);
    const ledger = await db.creditLedgerEntry.findMany({
      where: { userId: user.id },
      orderBy: { balanceAfter: "asc" },
    });
    expect(ledger).toEqual([
      expect.objectContaining({ delta: -4, balanceAfter: 0, reason: "expiry" }),
      expect.objectContaining({ delta: 1, balanceAfter: 1, reason: "voucher_redemption" }),
    ]);
  });

  it("a later expiry already on the balance is kept, not shortened by a voucher", async () => {
    const later = new Date(Date.now() + 300 * DAY_MS);
    const { user, token } = await signedInUser({ credits: 2, creditsExpiresAt: later });
    const voucher = await makeVoucher();

    expect((await redeem(voucher.code, token)).status).toBe(200);

    const row = await userRow(user.id);
    expect(row.credits).toBe(3);
    expect(row.creditsExpiresAt?.getTime()).toBe(later.getTime());
  });

  it("an invite sign-up that has not verified its address cannot redeem yet", async () => {
    const { user, token } = await signedInUser({ emailVerified: false });
    const voucher = await makeVoucher();

    const answer = await redeem(voucher.code, token);

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ detail: VERIFY_EMAIL_TO_REDEEM, code: "email_unverified" });
    await expectUntouched(user.id, voucher.id);
  });

  it("guessing codes from one account stops after the hourly limit of tries", async () => {
    const { token } = await signedInUser();
    const { limit } = VOUCHER_ATTEMPTS_PER_USER;
    for (let i = 0; i < limit; i++) expect((await redeem(`GUESS${i}`, token)).status).toBe(404);
    const voucher = await makeVoucher();

    const answer = await redeem(voucher.code, token);

    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ detail: TOO_MANY_VOUCHER_ATTEMPTS, code: "rate_limited" });
    expect(answer.headers.get("retry-after")).toBeTruthy();
    expect((await voucherRow(voucher.id)).usedCount).toBe(0);
  });
});
