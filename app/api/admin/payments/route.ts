import { listPayments } from "@/lib/admin/payments";
import { PaymentListQuery } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: PaymentListQuery }, ({ query }) => listPayments(query));
