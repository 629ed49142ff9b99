// Texts of the referrals page (spec sections 2 and 8), imported by its tests.

export const REFERRAL_LOAD_FAILED = "Failed to load referral information";
export const LINK_COPIED = "Invite link copied to clipboard";
export const CODE_COPIED = "Referral code copied to clipboard";
export const COPY_FAILED = "Could not copy. Select the text and copy it yourself.";

/** The spec's date helper: 'Unknown date' for empty, 'Invalid date' for bad values. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "Unknown date";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(date);
}
