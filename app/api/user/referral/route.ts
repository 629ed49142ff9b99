import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { referralInfo } from "@/lib/vouchers/referral";
import { ReferralInfo } from "@/lib/vouchers/serialize";

export const GET = route(
  { auth: "user", docs: { summary: "The account's referral code and referrals" }, answer: ReferralInfo },
  ({ user }) => referralInfo(user),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
