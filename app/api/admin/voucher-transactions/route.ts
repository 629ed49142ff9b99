import { listVoucherTransactions } from "@/lib/admin/vouchers";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { VoucherTransactions } from "@/lib/admin/answer-schemas";

export const GET = route(
  { auth: "admin", docs: { summary: "Voucher transactions" }, answer: VoucherTransactions },
  () => listVoucherTransactions(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
