import Stripe from "stripe";
import { STRIPE_API_VERSION } from "../../lib/providers/stripe";
import { stripeId, type StripeObject } from "./stripe-objects";

export interface FakeStripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
}

/** An event envelope as Stripe delivers it to webhooks; the object is copied, not shared. */
export function buildStripeEvent(
  type: string,
  object: StripeObject,
  previousAttributes?: Record<string, unknown>,
): FakeStripeEvent {
  return {
    id: stripeId("evt_"),
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
  };
}

/** The raw body and `Stripe-Signature` header a webhook endpoint receives, signed with the real SDK. */
export function signStripeEvent(
  event: FakeStripeEvent | string,
  secret: string,
  timestamp?: number,
): { payload: string; signature: string } {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

/** POSTs a signed event to a webhook URL, as Stripe would. */
export function deliverStripeEvent(url: string, event: FakeStripeEvent, secret: string): Promise<Response> {
  const { payload, signature } = signStripeEvent(event, secret);
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}
