// The machine-readable reason beside every refusal's `detail` (402, 403, 409, 429, and the 400, 404,
// 413 and 422 a person can put right on a page). Pages branch on the code, never on the text: the
// text is for people, in English, and may change; a page in another language shows its own words for
// the code (errors.refusals in messages/). docs/authorisation.md
// lists the same codes; tests/unit/refusal-codes.test.ts holds the two together.

export const REFUSAL_CODES = {
  // Analysis: what the caller's plan allows (lib/analysis/permissions.ts).
  upgrade_required: "the option needs credits or a subscription (more photos, private or unlisted, records)",
  subscription_required: "follow-up reports come with a subscription",
  no_credits: "a full report needs more credits than the caller has",
  first_free_is_public: "the only way left to pay is the first free report, which is public",
  email_unverified: "the caller must verify their e-mail address first",
  monthly_cap_reached: "the subscription's full reports of this month are used up",
  fair_use_reached: "the free summaries of today or this month are used up",
  free_summaries_disabled: "free summaries are switched off",
  too_many_photos: "more photos than a report may have, even with a paid plan",
  already_upgraded: "the summary was upgraded already; the answer names the full report",
  first_free_claimed: "the free full report was claimed already",
  // Sign-in and e-mail codes, and the verification link.
  code_wrong: "the code entered is not the one sent",
  code_expired: "the code is too old; a new one must be asked for",
  code_used: "the code was used already; a new one must be asked for",
  code_locked: "too many wrong tries at this code; a new one must be asked for",
  link_invalid: "the verification link is unknown, used or too old",
  // Vouchers and referral codes.
  voucher_not_found: "no voucher has this code",
  voucher_inactive: "the voucher is switched off",
  voucher_expired: "the voucher is past its date",
  voucher_used_up: "the voucher has no uses left",
  voucher_already_redeemed: "the caller redeemed this voucher already",
  own_referral_code: "the referral code is the caller's own",
  referral_already_used: "the caller redeemed a referral code already",
  // Photos.
  photo_unreadable: "the file is not an image that can be read",
  photo_unsupported: "the file is not a JPEG, PNG, WebP or HEIC photo",
  photo_too_large: "the photo has more bytes or pixels than allowed",
  // A report's questions.
  answers_closed: "the report's questions can no longer be answered by this caller",
  answers_given: "the report's questions were answered already",
  // Who asks.
  account_blocked: "the account is blocked",
  admin_required: "the route is for administrators",
  cross_site: "a write the session cookie signed in came from another site",
  // Generic, where the status says it all.
  forbidden: "the caller may not do this",
  payment_required: "the action needs a payment",
  conflict: "the action conflicts with the current state",
  rate_limited: "too many tries; Retry-After says when to try again",
} as const;

export type RefusalCode = keyof typeof REFUSAL_CODES;

/** The code a refusal of this status carries when the thrower named none. */
export function defaultRefusalCode(status: number): RefusalCode | null {
  switch (status) {
    case 402:
      return "payment_required";
    case 403:
      return "forbidden";
    case 409:
      return "conflict";
    case 429:
      return "rate_limited";
    default:
      return null;
  }
}
