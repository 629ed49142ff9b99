import { createCheckoutSession, requireBuyer } from "@/lib/billing/checkout";
import { CheckoutRequest } from "@/lib/billing/schemas";
import { otherMethods } from "@/lib/http/methods";
import { requestLocale } from "@/lib/i18n/negotiate";
import { route } from "@/lib/http/route";
import { CheckoutStarted } from "@/lib/billing/answer-schemas";

export const POST = route(
  {
    auth: "optional",
    docs: { summary: "Start a checkout for credits or a subscription" },
    answer: CheckoutStarted,
    body: CheckoutRequest,
  },
  ({ user, body, req }) => {
    const buyer = requireBuyer(user);
    return createCheckoutSession(buyer, body, requestLocale(req.headers, buyer.language));
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
