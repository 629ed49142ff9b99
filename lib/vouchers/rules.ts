import type { Voucher } from "@/lib/generated/prisma/client";
import type { RefusalCode } from "@/lib/errors/refusal-codes";

// The refusals of a voucher code, as the page shows them (server detail first).

/** Redeeming needs a signed-in user (spec section 5); the same text as the analysis endpoints. */
export { LOGIN_FIRST } from "@/lib/analysis/permissions";

export const ENTER_VOUCHER_CODE = "Please enter a voucher code";
export const VOUCHER_NOT_FOUND = "Invalid voucher code";
export const VOUCHER_INACTIVE = "This voucher is no longer active";
export const VOUCHER_EXPIRED = "This voucher has expired";
export const VOUCHER_USED_UP = "This voucher has reached its usage limit";
export const VOUCHER_ALREADY_REDEEMED = "You have already redeemed this voucher";
export const OWN_REFERRAL_CODE = "You cannot redeem your own referral code";
export const REFERRAL_ALREADY_USED = "You have already redeemed a referral code";
export const VERIFY_EMAIL_TO_REDEEM = "Please verify your email address before redeeming a voucher";
export const TOO_MANY_VOUCHER_ATTEMPTS = "Too many voucher attempts. Please try again later.";
export const VOUCHER_REDEEMED = "Voucher redeemed successfully!";

export type VoucherRefusal = { status: number; detail: string; code: RefusalCode };

type VoucherState = Pick<Voucher, "isActive" | "expiresAt" | "usedCount" | "usageLimit">;

/** Unknown, switched off or past its date; null when the code itself stands. */
export function voucherStateRefusal(voucher: VoucherState | null, now: Date): VoucherRefusal | null {
  if (!voucher) return { status: 404, detail: VOUCHER_NOT_FOUND, code: "voucher_not_found" };
  if (!voucher.isActive) return { status: 400, detail: VOUCHER_INACTIVE, code: "voucher_inactive" };
  if (voucher.expiresAt && voucher.expiresAt <= now)
    return { status: 400, detail: VOUCHER_EXPIRED, code: "voucher_expired" };
  return null;
}

/** What is wrong with the voucher whoever asks: its state, or no uses left. Null when it can be redeemed. */
export function voucherRefusal(voucher: VoucherState | null, now: Date): VoucherRefusal | null {
  const refusal = voucherStateRefusal(voucher, now);
  if (refusal || !voucher) return refusal;
  if (voucher.usedCount >= voucher.usageLimit)
    return { status: 400, detail: VOUCHER_USED_UP, code: "voucher_used_up" };
  return null;
}
