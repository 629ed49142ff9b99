import { planTypesMatching } from "@/lib/billing/plan-types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "./audit";
import { containsText } from "./search";
import type { PaymentListQuery } from "./schemas";
import { serializeAdminPayment } from "./users";

/** GET /api/admin/payments?search: newest first, searched by e-mail, plan, Stripe ids or id. */
export async function listPayments(query: PaymentListQuery) {
  const s = query.search;
  const where: Prisma.PaymentWhereInput = s
    ? {
        OR: [
          { userEmail: containsText(s) },
          { planType: { in: planTypesMatching(s) } },
          { stripeSessionId: s },
          { stripePaymentIntent: s },
          ...(isUuid(s) ? [{ id: s }, { userId: s }] : []),
        ],
      }
    : {};
  const [payments, total] = await Promise.all([
    db.payment.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.payment.count({ where }),
  ]);
  return {
    payments: payments.map(serializeAdminPayment),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
