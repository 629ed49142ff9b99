import { IdParams, VoucherUpdateBody } from "@/lib/admin/schemas";
import { deleteVoucher, updateVoucher } from "@/lib/admin/vouchers";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminVoucherSaved } from "@/lib/admin/answer-schemas";
import { Message } from "@/lib/openapi/shapes";

export const PUT = route(
  {
    auth: "admin",
    docs: { summary: "Edit a voucher" },
    answer: AdminVoucherSaved,
    params: IdParams,
    body: VoucherUpdateBody,
  },
  ({ user, params, body }) => updateVoucher(user, params.id, body),
);

export const DELETE = route(
  { auth: "admin", docs: { summary: "Delete a voucher" }, answer: Message, params: IdParams },
  ({ user, params }) => deleteVoucher(user, params.id),
);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods({ PUT, DELETE });
