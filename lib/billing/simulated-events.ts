import { randomBytes } from "node:crypto";
import { STRIPE_API_VERSION } from "@/lib/providers/stripe";

// Stripe-shaped objects of the simulated checkout: ids marked as simulated, and the
// checkout.session.completed event Stripe would send for a paid session.

export const simulatedId = (prefix: string) => `${prefix}_sim_${randomBytes(18).toString("hex")}`;

export type PaidCheckout = {
  sessionId: string;
  /** The spec's name, as Stripe's metadata carries it. */
  planType: string;
  amountCents: number;
  currency: string;
  email: string | null;
  credits: number;
  userId: string;
};

/** The checkout.session.completed event of a paid session, as Stripe would send it. */
export function checkoutCompletedEvent(checkout: PaidCheckout) {
  const subscription = checkout.planType === "subscription";
  const session = {
    id: checkout.sessionId,
    object: "checkout.session",
    mode: subscription ? "subscription" : "payment",
    status: "complete",
    payment_status: "paid",
    amount_total: checkout.amountCents,
    currency: checkout.currency.toLowerCase(),
    customer: null,
    customer_email: checkout.email,
    client_reference_id: checkout.userId,
    metadata: { user_id: checkout.userId, plan_type: checkout.planType, credits: String(checkout.credits) },
    subscription: subscription ? simulatedId("sub") : null,
    invoice: subscription ? simulatedId("in") : null,
    payment_intent: subscription ? null : simulatedId("pi"),
    livemode: false,
  };
  return {
    id: simulatedId("evt"),
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: "checkout.session.completed",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  };
}
