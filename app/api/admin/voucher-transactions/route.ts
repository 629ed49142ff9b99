import { listVoucherTransactions } from "@/lib/admin/vouchers";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", docs: { summary: "Voucher transactions" } }, () =>
  listVoucherTransactions(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
