import type {
  AdminVouchers,
  AdminVoucherSaved,
  VoucherSwitched,
  VoucherTransactions,
} from "@/lib/admin/answer-schemas";
import type { VoucherCreateBody, VoucherUpdateBody } from "@/lib/admin/schemas";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { Message } from "@/lib/openapi/shapes";

// The Vouchers tab's calls, typed by the answer schemas the route handlers declare (type-only
// imports: nothing of the server reaches the browser bundle).

export type AdminVoucher = Answer<typeof AdminVouchers>["vouchers"][number];
export type VoucherTransaction = Answer<typeof VoucherTransactions>["transactions"][number];

const voucherPath = (id: string) => `/api/admin/vouchers/${encodeURIComponent(id)}`;

export const vouchersApi = {
  list: () => apiRequest<Answer<typeof AdminVouchers>>("/api/admin/vouchers"),
  transactions: () => apiRequest<Answer<typeof VoucherTransactions>>("/api/admin/voucher-transactions"),
  create: (body: VoucherCreateBody) =>
    apiRequest<Answer<typeof AdminVoucherSaved>>("/api/admin/vouchers", { method: "POST", body }),
  update: (id: string, body: VoucherUpdateBody) =>
    apiRequest<Answer<typeof AdminVoucherSaved>>(voucherPath(id), { method: "PUT", body }),
  setActive: (id: string, active: boolean) =>
    apiRequest<Answer<typeof VoucherSwitched>>(`${voucherPath(id)}/${active ? "enable" : "disable"}`, {
      method: "PUT",
    }),
  remove: (id: string) => apiRequest<Answer<typeof Message>>(voucherPath(id), { method: "DELETE" }),
};
