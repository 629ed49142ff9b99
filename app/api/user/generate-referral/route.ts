import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { generateReferralCode } from "@/lib/vouchers/referral";
import { GeneratedReferral } from "@/lib/vouchers/serialize";

export const POST = route(
  { auth: "user", docs: { summary: "Make the account's referral code" }, answer: GeneratedReferral },
  ({ user }) => generateReferralCode(user),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
