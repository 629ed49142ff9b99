// The Vouchers tab's texts; the spec's own where it gives them (admin-console.md sections 5 and 8).

export const VOUCHERS_LOAD_FAILED = "Failed to load vouchers";
export const VOUCHER_CREATE_FAILED = "Failed to create voucher";
export const VOUCHER_UPDATE_FAILED = "Failed to update voucher";
export const VOUCHER_TOGGLE_FAILED = "Failed to update voucher status";
export const VOUCHER_DELETE_FAILED = "Failed to delete voucher";
export const TRANSACTIONS_LOAD_FAILED = "Failed to load voucher transactions";
/** The create form's defaults (spec section 5). */
export const VOUCHER_DEFAULTS = { report_count: "1", usage_limit: "10", expires_days: "30" } as const;

export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  referral_bonus: "Referral bonus",
  voucher_redemption: "Voucher redemption",
};
