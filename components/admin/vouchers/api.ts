import type { serializeVoucherTransaction } from "@/lib/admin/users";
import type { serializeAdminVoucher } from "@/lib/admin/vouchers";
import type { VoucherCreateBody, VoucherUpdateBody } from "@/lib/admin/schemas";
import { apiRequest } from "@/lib/api-client";

// The Vouchers tab's calls (type-only imports of the server's shapes).

export type AdminVoucher = ReturnType<typeof serializeAdminVoucher>;
export type VoucherTransaction = ReturnType<typeof serializeVoucherTransaction>;
type Message = { message: string };

const voucherPath = (id: string) => `/api/admin/vouchers/${encodeURIComponent(id)}`;

export const vouchersApi = {
  list: () => apiRequest<{ vouchers: AdminVoucher[] }>("/api/admin/vouchers"),
  transactions: () => apiRequest<{ transactions: VoucherTransaction[] }>("/api/admin/voucher-transactions"),
  create: (body: VoucherCreateBody) =>
    apiRequest<Message & { voucher: AdminVoucher }>("/api/admin/vouchers", { method: "POST", body }),
  update: (id: string, body: VoucherUpdateBody) =>
    apiRequest<Message & { voucher: AdminVoucher }>(voucherPath(id), { method: "PUT", body }),
  setActive: (id: string, active: boolean) =>
    apiRequest<Message & { is_active: boolean }>(`${voucherPath(id)}/${active ? "enable" : "disable"}`, {
      method: "PUT",
    }),
  remove: (id: string) => apiRequest<Message>(voucherPath(id), { method: "DELETE" }),
};
