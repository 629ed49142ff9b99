import type {
  AdminUser as AdminUserSchema,
  AdminUserReports,
  AdminUsers,
  UserTransactions as UserTransactionsSchema,
} from "@/lib/admin/answer-schemas";
import type { UserListQuery, UserUpdateBody } from "@/lib/admin/schemas";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { Message } from "@/lib/openapi/shapes";
import { listParams } from "../list-query";
import { adminQueryKey } from "../queries";

// The Users tab's calls (types from the answer schemas the route handlers declare).

export type AdminUser = Answer<typeof AdminUserSchema>;
export type UserPage = Answer<typeof AdminUsers>;
export type UserTransactions = Answer<typeof UserTransactionsSchema>;
export type AdminPayment = UserTransactions["payments"][number];
export type VoucherTransaction = UserTransactions["voucher_transactions"][number];

/** Every read of the Users tab; invalidated after a change to any user. */
export const usersQueryRoot = adminQueryKey("users");

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const usersApi = {
  list: (query: UserListQuery) => apiRequest<UserPage>("/api/admin/users", { query: listParams(query) }),
  update: (id: string, body: UserUpdateBody) => apiRequest<AdminUser>(userPath(id), { method: "PUT", body }),
  hardDelete: (id: string) =>
    apiRequest<Answer<typeof Message>>(userPath(id), { method: "DELETE", query: { delete_type: "hard" } }),
  reports: (id: string) => apiRequest<Answer<typeof AdminUserReports>>(`${userPath(id)}/reports`),
  transactions: (id: string) => apiRequest<UserTransactions>(`${userPath(id)}/transactions`),
};
