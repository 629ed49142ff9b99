import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { referralInfo } from "@/lib/vouchers/referral";

export const GET = route({ auth: "user" }, ({ user }) => referralInfo(user));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
