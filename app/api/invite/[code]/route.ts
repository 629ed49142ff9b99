import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { inviteInfo } from "@/lib/vouchers/referral";
import { InviteParams } from "@/lib/vouchers/schemas";
import { InviteInfo } from "@/lib/vouchers/serialize";

export const GET = route(
  { auth: "none", docs: { summary: "Look up an invitation" }, answer: InviteInfo, params: InviteParams },
  ({ params, ip }) => inviteInfo(params.code, ip),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
