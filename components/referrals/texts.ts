// Texts of the referrals page (spec sections 2 and 8), imported by its tests.

export const REFERRAL_LOAD_FAILED = "Failed to load referral information";
export const LINK_COPIED = "Invite link copied to clipboard";
export const CODE_COPIED = "Referral code copied to clipboard";
export const COPY_FAILED = "Could not copy. Select the text and copy it yourself.";
/** The page's lead: the numbers are the code's own, shown by the dashboard from the server's answer. */
export const REFERRALS_LEAD =
  "Every friend who joins with your link gets free credits for full reports, and you earn credits too.";

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const credits = (count: number) => counted(count, "credit", "credits");
const freeCredits = (count: number) => counted(count, "free credit", "free credits");

/** The code's terms as GET /api/user/referral sends them (its voucher row). */
type Terms = { friend_credits: number; referrer_reward: number; usage_limit: number };

/** Under "Your invite link". */
export function inviteLinkDescription({ friend_credits, referrer_reward }: Terms): string {
  const reward = referrer_reward > 0 ? `, and you earn ${credits(referrer_reward)} for each` : "";
  return `Share it with friends. Each friend who joins gets ${freeCredits(friend_credits)}${reward}.`;
}

/** "Your friend joins". */
export function friendStep({ friend_credits }: Terms): string {
  return `They confirm their e-mail address with a code and claim ${freeCredits(friend_credits)}.`;
}

/** "You both get credits", or null when the code rewards its owner with nothing. */
export function rewardStep({ referrer_reward, usage_limit }: Terms): string | null {
  if (referrer_reward <= 0) return null;
  return `You earn ${credits(referrer_reward)} for every friend who claims theirs, up to ${counted(usage_limit, "friend", "friends")}.`;
}

/** The spec's date helper: 'Unknown date' for empty, 'Invalid date' for bad values. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "Unknown date";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(date);
}
