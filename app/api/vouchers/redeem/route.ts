import { unauthorized } from "@/lib/errors/http-error";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { LOGIN_FIRST } from "@/lib/vouchers/rules";
import { redeemVoucher } from "@/lib/vouchers/redeem";
import { RedeemQuery } from "@/lib/vouchers/schemas";
import { VoucherRedeemed } from "@/lib/vouchers/serialize";

export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Redeem a voucher code" },
    answer: VoucherRedeemed,
    query: RedeemQuery,
  },
  ({ user, query }) => {
    if (!user) throw unauthorized(LOGIN_FIRST);
    return redeemVoucher(user, query.code);
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
