// The referral programme's terms (spec section 9): what each new referral code gives. Pure, so
// the pages that describe the programme (/pricing) read the same numbers the codes are made with.
// A code keeps the terms it was made with (its voucher row), which GET /api/user/referral sends.

/** What a referral voucher gives: the friend's credits and the referrer's reward per friend. */
export const REFERRAL_FRIEND_CREDITS = 1;
export const REFERRAL_REFERRER_REWARD = 1;
/** Uses of a referral code (the spec's remaining-uses default). */
export const REFERRAL_USAGE_LIMIT = 100;

export type ReferralTerms = { friendCredits: number; referrerReward: number };

/** The terms a referral code made now gives. */
export const REFERRAL_TERMS: ReferralTerms = {
  friendCredits: REFERRAL_FRIEND_CREDITS,
  referrerReward: REFERRAL_REFERRER_REWARD,
};
