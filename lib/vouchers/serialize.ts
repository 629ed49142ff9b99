import type { Voucher } from "@/lib/generated/prisma/client";
import { z } from "zod";
import { REFUSAL_CODES, type RefusalCode } from "@/lib/errors/refusal-codes";
import { maskEmail } from "./codes";

// The spec's referral info and invite info, every field listed. Other people's
// addresses leave the server masked.

// Besides the spec's fields, the referral info carries the code's terms, so the referrals page
// shows the server's numbers: friend_credits (what each friend gets), referrer_reward (what the
// user earns per friend) and usage_limit (how many friends may use the code).

const ReferralTerms = {
  friend_credits: z.number().int().describe("What each friend gets"),
  referrer_reward: z.number().int().describe("What the user earns per friend"),
  usage_limit: z.number().int().describe("How many friends may use the code"),
};

/** GET /api/user/referral; `voucher_code` is null before the first generate-referral call. */
export const ReferralInfo = z.object({
  voucher_code: z.string().nullable(),
  total_uses: z.number().int(),
  credits_earned: z.number().int(),
  remaining_uses: z.number().int(),
  referrals: z.array(z.object({ email: z.string().describe("Masked"), redeemed_at: z.iso.datetime() })),
  ...ReferralTerms,
});

/** POST /api/user/generate-referral. */
export const GeneratedReferral = z.object({ voucher_code: z.string() });

/** GET /api/invite/{code}: an invalid invitation says why and nothing about whose it was. */
export const InviteInfo = z.object({
  is_valid: z.boolean(),
  referrer_email: z.string().nullable().describe("Masked"),
  credits_offered: z.number().int(),
  error: z.string().nullable(),
  code: z
    .enum(Object.keys(REFUSAL_CODES) as [RefusalCode, ...RefusalCode[]])
    .nullable()
    .describe("Why the invitation is invalid, for machines (lib/errors/refusal-codes.ts); null when valid"),
});

/** POST /api/vouchers/redeem. */
export const VoucherRedeemed = z.object({
  message: z.string(),
  credits_added: z.number().int(),
  credits: z.number().int(),
  credits_expires_at: z.iso.datetime().nullable(),
});

type ReferralTermsRow = Pick<Voucher, "reportCount" | "referrerReward" | "usageLimit">;

type ReferralVoucher = ReferralTermsRow &
  Pick<Voucher, "code" | "usedCount"> & {
    redemptions: { redeemedAt: Date; user: { email: string } }[];
  };

const referralTerms = (voucher: ReferralTermsRow) => ({
  friend_credits: voucher.reportCount,
  referrer_reward: voucher.referrerReward,
  usage_limit: voucher.usageLimit,
});

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
    ...referralTerms(voucher),
  };
}

/** Before the first generate-referral call: no code yet, all uses ahead, the terms a new code gets. */
export function serializeNoReferral(terms: ReferralTermsRow) {
  return {
    voucher_code: null,
    total_uses: 0,
    credits_earned: 0,
    remaining_uses: terms.usageLimit,
    referrals: [],
    ...referralTerms(terms),
  };
}

export function serializeValidInvite(voucher: Pick<Voucher, "reportCount">, referrerEmail: string | null) {
  return {
    is_valid: true,
    referrer_email: referrerEmail === null ? null : maskEmail(referrerEmail),
    credits_offered: voucher.reportCount,
    error: null,
    code: null,
  };
}

/** An invalid invitation says why and nothing about whose it was. */
export function serializeInvalidInvite(refusal: { detail: string; code: RefusalCode }) {
  return {
    is_valid: false,
    referrer_email: null,
    credits_offered: 0,
    error: refusal.detail,
    code: refusal.code,
  };
}
