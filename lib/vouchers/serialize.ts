import type { Voucher } from "@/lib/generated/prisma/client";
import { maskEmail } from "./codes";

// The spec's referral info and invite info, every field listed. Other people's
// addresses leave the server masked.

type ReferralVoucher = Pick<Voucher, "code" | "usedCount" | "usageLimit"> & {
  redemptions: { redeemedAt: Date; user: { email: string } }[];
};

export function serializeReferralInfo(voucher: ReferralVoucher, creditsEarned: number) {
  return {
    voucher_code: voucher.code,
    total_uses: voucher.usedCount,
    credits_earned: creditsEarned,
    remaining_uses: Math.max(0, voucher.usageLimit - voucher.usedCount),
    referrals: voucher.redemptions.map((redemption) => ({
      email: maskEmail(redemption.user.email),
      redeemed_at: redemption.redeemedAt.toISOString(),
    })),
  };
}

/** Before the first generate-referral call: no code yet, all uses ahead. */
export function serializeNoReferral(usageLimit: number) {
  return { voucher_code: null, total_uses: 0, credits_earned: 0, remaining_uses: usageLimit, referrals: [] };
}

export function serializeValidInvite(voucher: Pick<Voucher, "reportCount">, referrerEmail: string | null) {
  return {
    is_valid: true,
    referrer_email: referrerEmail === null ? null : maskEmail(referrerEmail),
    credits_offered: voucher.reportCount,
    error: null,
  };
}

/** An invalid invitation says why and nothing about whose it was. */
export function serializeInvalidInvite(detail: string) {
  return { is_valid: false, referrer_email: null, credits_offered: 0, error: detail };
}
