import { IdParams } from "@/lib/admin/schemas";
import { setVoucherActive } from "@/lib/admin/vouchers";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { VoucherSwitched } from "@/lib/admin/answer-schemas";

export const PUT = route(
  { auth: "admin", docs: { summary: "Enable a voucher" }, answer: VoucherSwitched, params: IdParams },
  ({ user, params }) => setVoucherActive(user, params.id, true),
);

export const { GET, POST, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ PUT });
