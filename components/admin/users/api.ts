import { apiRequest } from "@/lib/api-client";
import type { UserListQuery, UserUpdateBody } from "@/lib/admin/schemas";
import type {
  listUsers,
  serializeAdminPayment,
  serializeAdminUser,
  serializeVoucherTransaction,
  userTransactionsForAdmin,
} from "@/lib/admin/users";
import type { AdminReport } from "../reports/api";
import { listParams } from "../list-query";
import { adminQueryKey } from "../queries";

// The Users tab's calls (type-only imports of the server's shapes).

export type AdminUser = ReturnType<typeof serializeAdminUser>;
export type UserPage = Awaited<ReturnType<typeof listUsers>>;
export type UserTransactions = Awaited<ReturnType<typeof userTransactionsForAdmin>>;
export type AdminPayment = ReturnType<typeof serializeAdminPayment>;
export type VoucherTransaction = ReturnType<typeof serializeVoucherTransaction>;

/** Every read of the Users tab; invalidated after a change to any user. */
export const usersQueryRoot = adminQueryKey("users");

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const usersApi = {
  list: (query: UserListQuery) => apiRequest<UserPage>("/api/admin/users", { query: listParams(query) }),
  update: (id: string, body: UserUpdateBody) => apiRequest<AdminUser>(userPath(id), { method: "PUT", body }),
  hardDelete: (id: string) =>
    apiRequest<{ message: string }>(userPath(id), { method: "DELETE", query: { delete_type: "hard" } }),
  reports: (id: string) => apiRequest<{ reports: AdminReport[] }>(`${userPath(id)}/reports`),
  transactions: (id: string) => apiRequest<UserTransactions>(`${userPath(id)}/transactions`),
};
