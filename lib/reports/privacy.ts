// A report out of public view needs credits or a subscription: the analysis decision
// (lib/analysis/permissions.ts) and sharing (./share.ts, for unlisted links) refuse in these words.

export const PRIVACY_NEEDS_UPGRADE =
  "Private and unlisted reports are for users with credits or a subscription - upgrade to choose them.";
