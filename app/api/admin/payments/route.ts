import { listPayments } from "@/lib/admin/payments";
import { PaymentListQuery } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { Payments } from "@/lib/admin/answer-schemas";

export const GET = route(
  { auth: "admin", docs: { summary: "List payments" }, answer: Payments, query: PaymentListQuery },
  ({ query }) => listPayments(query),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
