import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import type { User } from "@/lib/generated/prisma/client";
import { enforceClientRateLimit } from "@/lib/rate-limit";
import { MAX_VOUCHER_CODE_LENGTH, newReferralCode, normalizeVoucherCode } from "./codes";
import { lockUsers } from "./lock";
import { REFERRAL_FRIEND_CREDITS, REFERRAL_REFERRER_REWARD, REFERRAL_USAGE_LIMIT } from "./terms";
import { VOUCHER_NOT_FOUND, voucherRefusal } from "./rules";
import {
  serializeInvalidInvite,
  serializeNoReferral,
  serializeReferralInfo,
  serializeValidInvite,
} from "./serialize";

// The referral programme: one code per user; a friend who redeems it gets a
// credit, and so does the user, for each friend (spec section 9).

export { REFERRAL_FRIEND_CREDITS, REFERRAL_REFERRER_REWARD, REFERRAL_USAGE_LIMIT } from "./terms";

/** Invite pages are public: enough for people opening links, too few to sweep the code space. */
export const INVITE_LOOKUPS_PER_IP = { limit: 60, windowSeconds: 60 * 60 };
export const TOO_MANY_INVITE_LOOKUPS = "Too many invitation look-ups. Please try again later.";

const CODE_ATTEMPTS = 5;

const referralVoucherOf = (userId: string) => ({ creatorId: userId, voucherType: "referral" as const });

/** The user's referral code, made on the first call and the same on every later one. */
export async function generateReferralCode(user: Pick<User, "id">): Promise<{ voucher_code: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const code = await db.$transaction(async (tx) => {
        // Two first calls at once: the second waits here and then finds the first's code.
        await lockUsers(tx, [user.id]);
        const existing = await tx.voucher.findFirst({
          where: referralVoucherOf(user.id),
          orderBy: { createdAt: "asc" },
        });
        if (existing) return existing.code;
        const created = await tx.voucher.create({
          data: {
            code: newReferralCode(),
            voucherType: "referral",
            creatorId: user.id,
            reportCount: REFERRAL_FRIEND_CREDITS,
            referrerReward: REFERRAL_REFERRER_REWARD,
            usageLimit: REFERRAL_USAGE_LIMIT,
          },
        });
        return created.code;
      });
      return { voucher_code: code };
    } catch (error) {
      // A code another voucher already has (about one in 10^11): draw again.
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** GET /api/user/referral: the code, its use and the friends who used it (addresses masked). */
export async function referralInfo(user: Pick<User, "id">) {
  const voucher = await db.voucher.findFirst({
    where: referralVoucherOf(user.id),
    orderBy: { createdAt: "asc" },
    include: {
      redemptions: {
        orderBy: { redeemedAt: "desc" },
        include: { user: { select: { email: true } } },
      },
    },
  });
  if (!voucher)
    return serializeNoReferral({
      reportCount: REFERRAL_FRIEND_CREDITS,
      referrerReward: REFERRAL_REFERRER_REWARD,
      usageLimit: REFERRAL_USAGE_LIMIT,
    });
  // The referrer's rewards for this code, as the ledger wrote them.
  const earned = await db.creditLedgerEntry.aggregate({
    where: { userId: user.id, voucherId: voucher.id, reason: "referral_bonus" },
    _sum: { delta: true },
  });
  return serializeReferralInfo(voucher, earned._sum.delta ?? 0);
}

/** GET /api/invite/{code} for anyone: whether the code can be redeemed, by whose invitation and for what. */
export async function inviteInfo(rawCode: string, ip: string) {
  await enforceClientRateLimit(
    `invite:ip:${ip}`,
    INVITE_LOOKUPS_PER_IP.limit,
    INVITE_LOOKUPS_PER_IP.windowSeconds,
    TOO_MANY_INVITE_LOOKUPS,
  );
  const code = normalizeVoucherCode(rawCode);
  const voucher =
    code && code.length <= MAX_VOUCHER_CODE_LENGTH
      ? await db.voucher.findUnique({ where: { code }, include: { creator: { select: { email: true } } } })
      : null;
  const refusal = voucherRefusal(voucher, new Date());
  if (refusal || !voucher)
    return serializeInvalidInvite(refusal ?? { detail: VOUCHER_NOT_FOUND, code: "voucher_not_found" });
  return serializeValidInvite(voucher, voucher.creator?.email ?? null);
}
