import { apiRequest } from "@/lib/api-client";
import type { listPayments } from "@/lib/admin/payments";
import type { PaymentListQuery } from "@/lib/admin/schemas";
import { listParams } from "../list-query";
import { adminQueryKey } from "../queries";

// The Payments tab's calls (type-only imports of the server's shapes).

export type PaymentPage = Awaited<ReturnType<typeof listPayments>>;
export type AdminPayment = PaymentPage["payments"][number];

export const paymentsQueryRoot = adminQueryKey("payments");

export const paymentsApi = {
  list: (query: PaymentListQuery) =>
    apiRequest<PaymentPage>("/api/admin/payments", { query: listParams(query) }),
};
