import { createCheckoutSession, requireBuyer } from "@/lib/billing/checkout";
import { CheckoutRequest } from "@/lib/billing/schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "optional", body: CheckoutRequest }, ({ user, body }) =>
  createCheckoutSession(requireBuyer(user), body),
);
