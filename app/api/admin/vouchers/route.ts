import { VoucherCreateBody } from "@/lib/admin/schemas";
import { createVoucher, listVouchers } from "@/lib/admin/vouchers";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", docs: { summary: "List vouchers" } }, () => listVouchers());

export const POST = route(
  { auth: "admin", docs: { summary: "Create a voucher" }, body: VoucherCreateBody },
  ({ user, body }) => createVoucher(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
