import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as generateRoute } from "@/app/api/user/generate-referral/route";
import { GET as referralRoute } from "@/app/api/user/referral/route";
import { GET as inviteRoute } from "@/app/api/invite/[code]/route";
import { db } from "@/lib/db";
import { REFERRAL_CODE_ALPHABET } from "@/lib/vouchers/codes";
import {
  INVITE_LOOKUPS_PER_IP,
  REFERRAL_FRIEND_CREDITS,
  REFERRAL_REFERRER_REWARD,
  REFERRAL_USAGE_LIMIT,
  TOO_MANY_INVITE_LOOKUPS,
} from "@/lib/vouchers/referral";
import {
  OWN_REFERRAL_CODE,
  REFERRAL_ALREADY_USED,
  VOUCHER_EXPIRED,
  VOUCHER_NOT_FOUND,
  VOUCHER_USED_UP,
} from "@/lib/vouchers/rules";
import { signedInUser } from "../support/factories";
import { call } from "../support/http";
import { makeVoucher, redeem } from "../support/vouchers";

const generate = (bearer?: string) =>
  call(generateRoute, "/api/user/generate-referral", { method: "POST", bearer });
const referral = (bearer?: string) => call(referralRoute, "/api/user/referral", { bearer });
const invite = (code: string, ip = "198.51.100.7") =>
  call(inviteRoute, `/api/invite/${encodeURIComponent(code)}`, {
    params: { code },
    ip,
  });

const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

/** A signed-in user with a referral code. */
async function referrer(email = `jo-${Math.random().toString(36).slice(2, 8)}@example.com`) {
  const signedIn = await signedInUser({ email });
  const code = (await generate(signedIn.token)).body.voucher_code as string;
  return { ...signedIn, code };
}

describe("referral codes", () => {
  it("a user gets one readable 8-character code, the same on every later call", async () => {
    const { user, token } = await signedInUser();

    const first = await generate(token);
    const second = await generate(token);

    expect(first.status).toBe(200);
    const code = first.body.voucher_code as string;
    expect(code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(second.body).toEqual({ voucher_code: code });
    expect(await db.voucher.findMany({ where: { creatorId: user.id } })).toEqual([
      expect.objectContaining({
        code,
        voucherType: "referral",
        reportCount: 1,
        referrerReward: 1,
        usageLimit: 100,
        usedCount: 0,
        isActive: true,
        expiresAt: null,
      }),
    ]);
  });

  it("several first calls at once still make a single code", async () => {
    const { user, token } = await signedInUser();

    const answers = await Promise.all(Array.from({ length: 5 }, () => generate(token)));

    expect(new Set(answers.map((a) => a.body.voucher_code)).size).toBe(1);
    expect(await db.voucher.count({ where: { creatorId: user.id } })).toBe(1);
  });

  it("different users get different codes", async () => {
    const codes = await Promise.all(Array.from({ length: 5 }, async () => (await referrer()).code));
    expect(new Set(codes).size).toBe(5);
  });

  it("a visitor who is not signed in gets neither a code nor referral stats", async () => {
    expect((await generate()).status).toBe(401);
    expect((await referral()).status).toBe(401);
    expect(await db.voucher.count({ where: { voucherType: "referral", creatorId: null } })).toBe(0);
  });
});

describe("redeeming a referral code", () => {
  it("the friend gets 1 credit and the referrer 1 credit, both in the ledger as referral bonuses", async () => {
    const inviter = await referrer();
    const friend = await signedInUser();

    const answer = await redeem(inviter.code.toLowerCase(), friend.token);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ credits_added: 1, credits: 1 });
    expect((await userRow(friend.user.id)).credits).toBe(1);
    const inviterRow = await userRow(inviter.user.id);
    expect(inviterRow.credits).toBe(1);
    expect(inviterRow.creditsExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const voucher = await db.voucher.findUniqueOrThrow({ where: { code: inviter.code } });
    const ledger = await db.creditLedgerEntry.findMany({ where: { voucherId: voucher.id } });
    expect(ledger).toHaveLength(2);
    expect(ledger).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: friend.user.id,
          delta: 1,
          balanceAfter: 1,
          reason: "referral_bonus",
        }),
        expect.objectContaining({
          userId: inviter.user.id,
          delta: 1,
          balanceAfter: 1,
          reason: "referral_bonus",
        }),
      ]),
    );
    const transactions = await db.voucherTransaction.findMany({ where: { voucherId: voucher.id } });
    expect(transactions).toHaveLength(2);
    expect(transactions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transactionType: "referral_bonus",
          userId: friend.user.id,
          relatedUserId: inviter.user.id,
          credits: 1,
        }),
        expect.objectContaining({
          transactionType: "referral_bonus",
          userId: inviter.user.id,
          relatedUserEmail: friend.user.email,
          credits: 1,
        }),
      ]),
    );
  });

  it("the referrer earns 1 credit for each friend who redeems", async () => {
    const inviter = await referrer();
    const friends = await Promise.all(Array.from({ length: 3 }, () => signedInUser()));

    const answers = await Promise.all(friends.map((f) => redeem(inviter.code, f.token)));

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await userRow(inviter.user.id)).credits).toBe(3);
    expect((await db.voucher.findUniqueOrThrow({ where: { code: inviter.code } })).usedCount).toBe(3);
  });

  it("nobody can redeem their own referral code", async () => {
    const inviter = await referrer();

    const answer = await redeem(inviter.code, inviter.token);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: OWN_REFERRAL_CODE, code: "own_referral_code" });
    expect((await userRow(inviter.user.id)).credits).toBe(0);
    expect(await db.voucherRedemption.count({ where: { userId: inviter.user.id } })).toBe(0);
    expect(await db.creditLedgerEntry.count({ where: { userId: inviter.user.id } })).toBe(0);
  });

  it.each([
    ["a +tag", (local: string) => `${local}@example.org`, (local: string) => `${local}+friend@example.org`],
    [
      "Gmail dots and googlemail.com",
      (local: string) => `jo.${local}@gmail.com`,
      (local: string) => `jo${local}@googlemail.com`,
    ],
  ])("the referrer's own mailbox cannot redeem the code with %s", async (_name, own, alias) => {
    const local = `ref${randomUUID().slice(0, 8)}`;
    const inviter = await referrer(own(local));
    const self = await signedInUser({ email: alias(local) });

    const answer = await redeem(inviter.code, self.token);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: OWN_REFERRAL_CODE, code: "own_referral_code" });
    expect((await userRow(inviter.user.id)).credits).toBe(0);
    expect((await userRow(self.user.id)).credits).toBe(0);
    expect((await db.voucher.findUniqueOrThrow({ where: { code: inviter.code } })).usedCount).toBe(0);
  });

  it("one mailbox redeems one referral code ever, also through an alias deleted and made again", async () => {
    const inviter = await referrer();
    const other = await referrer();
    const local = `friend${randomUUID().slice(0, 8)}`;
    const first = await signedInUser({ email: `${local}+one@example.org` });
    expect((await redeem(inviter.code, first.token)).status).toBe(200);

    const second = await signedInUser({ email: `${local}+two@example.org` });
    const again = await redeem(inviter.code, second.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: REFERRAL_ALREADY_USED, code: "referral_already_used" });
    expect((await redeem(other.code, second.token)).status).toBe(409);

    await db.user.delete({ where: { id: first.user.id } });
    const remade = await signedInUser({ email: `${local}+one@example.org` });
    expect((await redeem(inviter.code, remade.token)).status).toBe(409);

    expect((await userRow(inviter.user.id)).credits).toBe(1);
    expect((await userRow(other.user.id)).credits).toBe(0);
    expect((await db.voucher.findUniqueOrThrow({ where: { code: inviter.code } })).usedCount).toBe(1);
  });

  it("an administrator's voucher is redeemed once per mailbox, not once per alias", async () => {
    const gift = await makeVoucher();
    const local = `gift${randomUUID().slice(0, 8)}`;
    const first = await signedInUser({ email: `${local}@example.org` });
    const alias = await signedInUser({ email: `${local}+more@example.org` });
    expect((await redeem(gift.code, first.token)).status).toBe(200);
    expect((await redeem(gift.code, alias.token)).status).toBe(409);
    expect((await userRow(alias.user.id)).credits).toBe(0);
  });

  it("an account redeems one referral code ever: a second friend's code is refused, an admin voucher still works", async () => {
    const first = await referrer();
    const second = await referrer();
    const friend = await signedInUser();
    expect((await redeem(first.code, friend.token)).status).toBe(200);

    const again = await redeem(second.code, friend.token);

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: REFERRAL_ALREADY_USED, code: "referral_already_used" });
    expect((await userRow(friend.user.id)).credits).toBe(1);
    expect((await userRow(second.user.id)).credits).toBe(0);
    expect((await db.voucher.findUniqueOrThrow({ where: { code: second.code } })).usedCount).toBe(0);
    const gift = await makeVoucher();
    expect((await redeem(gift.code, friend.token)).status).toBe(200);
    expect((await userRow(friend.user.id)).credits).toBe(2);
  });

  it("two referral codes tried at once by one account: only one counts", async () => {
    const codes = await Promise.all([referrer(), referrer(), referrer()]);
    const friend = await signedInUser();

    const answers = await Promise.all(codes.map((c) => redeem(c.code, friend.token)));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await userRow(friend.user.id)).credits).toBe(1);
    const rewarded = await Promise.all(codes.map(async (c) => (await userRow(c.user.id)).credits));
    expect(rewarded.sort()).toEqual([0, 0, 1]);
  });

  it("two users redeeming each other's codes at the same moment both succeed", async () => {
    const a = await referrer();
    const b = await referrer();

    const answers = await Promise.all([redeem(b.code, a.token), redeem(a.code, b.token)]);

    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    expect((await userRow(a.user.id)).credits).toBe(2);
    expect((await userRow(b.user.id)).credits).toBe(2);
  });
});

describe("referral stats", () => {
  it("before a code exists the stats show no code, 100 uses ahead and the terms a new code gets", async () => {
    const { token } = await signedInUser();

    const answer = await referral(token);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      voucher_code: null,
      total_uses: 0,
      credits_earned: 0,
      remaining_uses: 100,
      referrals: [],
      friend_credits: REFERRAL_FRIEND_CREDITS,
      referrer_reward: REFERRAL_REFERRER_REWARD,
      usage_limit: REFERRAL_USAGE_LIMIT,
    });
  });

  it("the stats carry the code's own terms from its voucher row, so the page shows what redeeming gives", async () => {
    const inviter = await referrer();
    await db.voucher.update({
      where: { code: inviter.code },
      data: { reportCount: 2, referrerReward: 3, usageLimit: 5 },
    });
    const friend = await signedInUser();
    expect((await redeem(inviter.code, friend.token)).status).toBe(200);

    const answer = await referral(inviter.token);

    expect(answer.body).toMatchObject({
      total_uses: 1,
      credits_earned: 3,
      remaining_uses: 4,
      friend_credits: 2,
      referrer_reward: 3,
      usage_limit: 5,
    });
    expect((await userRow(friend.user.id)).credits).toBe(2);
  });

  it("the referrer sees uses, credits earned, uses left and friends' masked addresses, newest first", async () => {
    const inviter = await referrer();
    const anna = await signedInUser({ email: "anna.berg@example.com" });
    const bo = await signedInUser({ email: "bo@example.org" });
    expect((await redeem(inviter.code, anna.token)).status).toBe(200);
    expect((await redeem(inviter.code, bo.token)).status).toBe(200);

    const answer = await referral(inviter.token);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      voucher_code: inviter.code,
      total_uses: 2,
      credits_earned: 2,
      remaining_uses: 98,
      referrals: [
        { email: "b***@example.org", redeemed_at: expect.any(String) },
        { email: "an***@example.com", redeemed_at: expect.any(String) },
      ],
      friend_credits: 1,
      referrer_reward: 1,
      usage_limit: 100,
    });
    const [newest, oldest] = answer.body.referrals as { redeemed_at: string }[];
    expect(Date.parse(newest!.redeemed_at)).toBeGreaterThanOrEqual(Date.parse(oldest!.redeemed_at));
    expect(JSON.stringify(answer.body)).not.toContain("anna.berg");
  });

  it("a friend's own stats do not count the referral they redeemed as theirs", async () => {
    const inviter = await referrer();
    const friend = await referrer();
    expect((await redeem(inviter.code, friend.token)).status).toBe(200);

    const answer = await referral(friend.token);

    expect(answer.body).toMatchObject({
      voucher_code: friend.code,
      total_uses: 0,
      credits_earned: 0,
      referrals: [],
    });
  });
});

describe("invitation pages", () => {
  it("anyone opening a valid invitation sees the masked inviter and the credit offered", async () => {
    const inviter = await referrer("johanna@example.com");

    const answer = await invite(inviter.code.toLowerCase());

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      is_valid: true,
      referrer_email: "jo***@example.com",
      credits_offered: 1,
      error: null,
      code: null,
    });
  });

  it("an unknown code is an invalid invitation that says why", async () => {
    const answer = await invite("NOPE2345");

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      is_valid: false,
      referrer_email: null,
      credits_offered: 0,
      error: VOUCHER_NOT_FOUND,
      code: "voucher_not_found",
    });
  });

  it("a used-up or expired invitation is invalid and does not name the inviter", async () => {
    const usedUp = await makeVoucher({ usageLimit: 2, usedCount: 2 });
    const expired = await makeVoucher({ expiresAt: new Date(Date.now() - 1000) });

    expect((await invite(usedUp.code)).body).toEqual({
      is_valid: false,
      referrer_email: null,
      credits_offered: 0,
      error: VOUCHER_USED_UP,
      code: "voucher_used_up",
    });
    expect((await invite(expired.code)).body).toMatchObject({
      is_valid: false,
      error: VOUCHER_EXPIRED,
      code: "voucher_expired",
    });
  });

  it("an administrator's voucher opened as an invitation offers its credits with no inviter", async () => {
    const gift = await makeVoucher({ reportCount: 3 });

    expect((await invite(gift.code)).body).toEqual({
      is_valid: true,
      referrer_email: null,
      credits_offered: 3,
      error: null,
      code: null,
    });
  });

  it("one client sweeping codes is stopped after the hourly limit of look-ups", async () => {
    const inviter = await referrer();
    const ip = "203.0.113.9";
    for (let i = 0; i < INVITE_LOOKUPS_PER_IP.limit; i++)
      expect((await invite(`SWEEP${i}`, ip)).status).toBe(200);

    const blocked = await invite(inviter.code, ip);

    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: TOO_MANY_INVITE_LOOKUPS, code: "rate_limited" });
    expect((await invite(inviter.code, "198.51.100.99")).body).toMatchObject({ is_valid: true });
  });
});
