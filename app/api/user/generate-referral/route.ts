import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { generateReferralCode } from "@/lib/vouchers/referral";

export const POST = route({ auth: "user" }, ({ user }) => generateReferralCode(user));

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
