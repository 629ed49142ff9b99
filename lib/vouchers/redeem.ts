import { db } from "@/lib/db";
import type { Prisma, User, Voucher } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/errors/http-error";
import type { RefusalCode } from "@/lib/errors/refusal-codes";
import { enforceRateLimit } from "@/lib/rate-limit";
import { getSettings } from "@/lib/settings";
import { MAX_VOUCHER_CODE_LENGTH, normalizeVoucherCode } from "./codes";
import { grantCredits } from "@/lib/billing/credits";
import { mailboxHash as mailboxHashOf, sameMailbox } from "@/lib/users/mailbox";
import { lockUsers } from "./lock";
import {
  ENTER_VOUCHER_CODE,
  OWN_REFERRAL_CODE,
  REFERRAL_ALREADY_USED,
  TOO_MANY_VOUCHER_ATTEMPTS,
  VERIFY_EMAIL_TO_REDEEM,
  VOUCHER_ALREADY_REDEEMED,
  VOUCHER_NOT_FOUND,
  VOUCHER_REDEEMED,
  VOUCHER_USED_UP,
  voucherRefusal,
  voucherStateRefusal,
} from "./rules";

// POST /api/vouchers/redeem. One short transaction: lock the accounts involved,
// check, take one use with a conditional update, grant, record.

/** Every try counts, so codes cannot be guessed at speed from one account. */
export const VOUCHER_ATTEMPTS_PER_USER = { limit: 20, windowSeconds: 60 * 60 };

// The embedded database runs one transaction at a time: concurrent redemptions queue.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

const refuse = (status: number, detail: string, code?: RefusalCode) =>
  new HttpError(status, detail, {}, code);

export async function redeemVoucher(user: User, rawCode: string | undefined) {
  const code = normalizeVoucherCode(rawCode);
  if (!code) throw refuse(422, ENTER_VOUCHER_CODE);
  await enforceRateLimit(
    `voucher:user:${user.id}`,
    VOUCHER_ATTEMPTS_PER_USER.limit,
    VOUCHER_ATTEMPTS_PER_USER.windowSeconds,
    TOO_MANY_VOUCHER_ATTEMPTS,
  );
  // Accounts from the invite sign-up are unverified until their code is entered;
  // otherwise one person could mint accounts to collect referral rewards.
  if (!user.emailVerified) throw refuse(403, VERIFY_EMAIL_TO_REDEEM, "email_unverified");
  if (code.length > MAX_VOUCHER_CODE_LENGTH) throw refuse(404, VOUCHER_NOT_FOUND, "voucher_not_found");
  const { credits_expiry_days: expiryDays } = await getSettings();

  return db.$transaction(async (tx) => {
    const now = new Date();
    const found = await tx.voucher.findUnique({ where: { code } });
    // Uses left are counted by takeOneUse, after the checks that name the user's own mistake.
    const refusal = voucherStateRefusal(found, now);
    if (refusal || !found)
      throw refuse(
        refusal?.status ?? 404,
        refusal?.detail ?? VOUCHER_NOT_FOUND,
        refusal?.code ?? "voucher_not_found",
      );
    const isReferral = found.voucherType === "referral";
    if (isReferral && found.creatorId === user.id) throw refuse(400, OWN_REFERRAL_CODE, "own_referral_code");

    const referrerId = isReferral ? found.creatorId : null;
    const accounts = await lockUsers(tx, referrerId ? [user.id, referrerId] : [user.id]);
    const friend = accounts.get(user.id);
    if (!friend) throw refuse(401, "Invalid or expired token");
    const referrer = referrerId ? accounts.get(referrerId) : undefined;
    // Any spelling of the referrer's own mailbox is the referrer.
    if (referrer && sameMailbox(referrer.email, friend.email))
      throw refuse(400, OWN_REFERRAL_CODE, "own_referral_code");

    const earlier = await tx.voucherRedemption.findUnique({
      where: { voucherId_userId: { voucherId: found.id, userId: user.id } },
    });
    if (earlier) throw refuse(409, VOUCHER_ALREADY_REDEEMED, "voucher_already_redeemed");
    if (isReferral) {
      const referral = await tx.voucherRedemption.findFirst({
        where: { userId: user.id, voucher: { voucherType: "referral" } },
      });
      if (referral) throw refuse(409, REFERRAL_ALREADY_USED, "referral_already_used");
    }

    await claimForMailbox(tx, friend.email, isReferral ? [found.id, REFERRAL_SCOPE] : [found.id]);
    await takeOneUse(tx, found, now);
    await tx.voucherRedemption.create({ data: { voucherId: found.id, userId: user.id, redeemedAt: now } });

    const granted = await grantCredits(tx, friend.id, found.reportCount, {
      reason: isReferral ? "referral_bonus" : "voucher_redemption",
      voucherId: found.id,
      expiryDays,
      now,
    });
    await tx.voucherTransaction.create({
      data: {
        transactionType: isReferral ? "referral_bonus" : "voucher_redemption",
        voucherId: found.id,
        voucherCode: found.code,
        userId: friend.id,
        userEmail: friend.email,
        relatedUserId: referrer?.id ?? null,
        relatedUserEmail: referrer?.email ?? null,
        credits: found.reportCount,
        description: isReferral
          ? `Referral code ${found.code} redeemed: ${credits(found.reportCount)} for the new member`
          : `Voucher ${found.code} redeemed: ${credits(found.reportCount)}`,
        createdAt: now,
      },
    });
    if (referrer && found.referrerReward > 0) {
      await grantCredits(tx, referrer.id, found.referrerReward, {
        reason: "referral_bonus",
        voucherId: found.id,
        expiryDays,
        now,
      });
      await tx.voucherTransaction.create({
        data: {
          transactionType: "referral_bonus",
          voucherId: found.id,
          voucherCode: found.code,
          userId: referrer.id,
          userEmail: referrer.email,
          relatedUserId: friend.id,
          relatedUserEmail: friend.email,
          credits: found.referrerReward,
          description: `Referral reward for code ${found.code}: ${credits(found.referrerReward)}`,
          createdAt: now,
        },
      });
    }

    return {
      message: VOUCHER_REDEEMED,
      credits_added: found.reportCount,
      credits: granted.balance,
      credits_expires_at: granted.expiresAt.toISOString(),
    };
  }, TRANSACTION_OPTIONS);
}

/** The claim scope of the referral programme: one referral code per mailbox, ever. */
const REFERRAL_SCOPE = "referral";

/**
 * Records that this mailbox redeemed the voucher (and, for a referral, a referral code); refuses
 * when it already had, from this account or from any alias of it, deleted or not.
 */
async function claimForMailbox(tx: Prisma.TransactionClient, email: string, scopes: string[]): Promise<void> {
  const mailboxHash = mailboxHashOf("voucher", email);
  const claimed = await tx.voucherMailboxClaim.createMany({
    data: scopes.map((scope) => ({ mailboxHash, scope })),
    skipDuplicates: true,
  });
  if (claimed.count === scopes.length) return;
  throw scopes.includes(REFERRAL_SCOPE)
    ? refuse(409, REFERRAL_ALREADY_USED, "referral_already_used")
    : refuse(409, VOUCHER_ALREADY_REDEEMED, "voucher_already_redeemed");
}

/**
 * Counts the use only while the voucher is still active, unexpired and under its
 * limit. The update locks the voucher row and re-evaluates its condition on the
 * newest version, so concurrent redemptions never take more uses than the limit.
 */
async function takeOneUse(tx: Prisma.TransactionClient, voucher: Voucher, now: Date): Promise<void> {
  const taken = await tx.voucher.updateMany({
    where: {
      id: voucher.id,
      isActive: true,
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      usedCount: { lt: tx.voucher.fields.usageLimit },
    },
    data: { usedCount: { increment: 1 } },
  });
  if (taken.count === 1) return;
  const current = await tx.voucher.findUnique({ where: { id: voucher.id } });
  const refusal = voucherRefusal(current, now) ?? {
    status: 400,
    detail: VOUCHER_USED_UP,
    code: "voucher_used_up" as const,
  };
  throw refuse(refusal.status, refusal.detail, refusal.code);
}

function credits(n: number): string {
  return n === 1 ? "1 credit" : `${n} credits`;
}
