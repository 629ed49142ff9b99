import { VoucherCreateBody } from "@/lib/admin/schemas";
import { createVoucher, listVouchers } from "@/lib/admin/vouchers";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminVouchers, AdminVoucherSaved } from "@/lib/admin/answer-schemas";

export const GET = route({ auth: "admin", docs: { summary: "List vouchers" }, answer: AdminVouchers }, () =>
  listVouchers(),
);

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Create a voucher" },
    answer: AdminVoucherSaved,
    body: VoucherCreateBody,
  },
  ({ user, body }) => createVoucher(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
