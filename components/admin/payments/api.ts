import type { Payments } from "@/lib/admin/answer-schemas";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { PaymentListQuery } from "@/lib/admin/schemas";
import { listParams } from "../list-query";
import { adminQueryKey } from "../queries";

// The Payments tab's calls (types from the answer schemas the route handlers declare).

export type PaymentPage = Answer<typeof Payments>;
export type AdminPayment = PaymentPage["payments"][number];

export const paymentsQueryRoot = adminQueryKey("payments");

export const paymentsApi = {
  list: (query: PaymentListQuery) =>
    apiRequest<PaymentPage>("/api/admin/payments", { query: listParams(query) }),
};
