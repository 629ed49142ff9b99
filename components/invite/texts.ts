// Texts of the invite page (spec sections 2 and 8), imported by its tests.

export const INVALID_INVITATION = "Invalid Invitation";
export const INVALID_OR_EXPIRED = "Invalid or expired invitation";
export const REDEEM_FAILED = "Failed to redeem voucher";

export function creditsLabel(count: number): string {
  return `${count} free ${count === 1 ? "credit" : "credits"}`;
}
