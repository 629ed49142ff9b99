import { receiveStripeWebhook } from "@/lib/billing/webhook";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { WebhookReceived } from "@/lib/billing/answer-schemas";

// The signature covers the exact bytes, so the body is read raw, never parsed first.
export const POST = route(
  {
    auth: "none",
    docs: { summary: "Stripe events (checkout.session.completed, invoice.payment_succeeded)" },
    answer: WebhookReceived,
  },
  async ({ req, log }) => receiveStripeWebhook(await req.text(), req.headers.get("stripe-signature"), log),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
