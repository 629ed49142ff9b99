// Stripe-shaped JSON objects FakeStripe stores and returns, and the pure functions that build them.
import { randomBytes } from "node:crypto";

export type StripeObject = { id: string; object: string; [key: string]: unknown };

export const INTERVALS = ["day", "week", "month", "year"] as const;
export type Interval = (typeof INTERVALS)[number];
export type List<T> = { object: "list"; data: T[]; has_more: false; url: string };

export interface PriceObject extends StripeObject {
  object: "price";
  currency: string;
  unit_amount: number;
  product: string;
  nickname: string;
  recurring: { interval: Interval; interval_count: number } | null;
}

export interface CustomerObject extends StripeObject {
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
}

export interface SubscriptionItemObject extends StripeObject {
  object: "subscription_item";
  price: PriceObject;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface SubscriptionObject extends StripeObject {
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "canceled";
  currency: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: List<SubscriptionItemObject>;
}

export interface InvoiceObject extends StripeObject {
  object: "invoice";
  customer: string;
  status: "paid" | "open";
  billing_reason: "subscription_create" | "subscription_cycle";
  amount_due: number;
  amount_paid: number;
  currency: string;
  parent: { type: "subscription_details"; subscription_details: { subscription: string } };
}

export interface CheckoutSessionObject extends StripeObject {
  object: "checkout.session";
  mode: "payment" | "subscription";
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  url: string;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  invoice: string | null;
  payment_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
}

/** A checkout line item: the price Stripe creates from price_data, and its quantity. */
export interface CheckoutLine {
  price: PriceObject;
  quantity: number;
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function stripeId(prefix: string): string {
  return prefix + Array.from(randomBytes(24), (b) => ID_ALPHABET.charAt(b % ID_ALPHABET.length)).join("");
}

export const now = (): number => Math.floor(Date.now() / 1000);

export function addInterval(timestamp: number, interval: Interval, count: number): number {
  const date = new Date(timestamp * 1000);
  if (interval === "year") date.setUTCFullYear(date.getUTCFullYear() + count);
  else if (interval === "month") date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCDate(date.getUTCDate() + count * (interval === "week" ? 7 : 1));
  return Math.floor(date.getTime() / 1000);
}

export function customerObject(
  params: { email?: string; name?: string; metadata?: Record<string, string> } = {},
): CustomerObject {
  return {
    id: stripeId("cus_"),
    object: "customer",
    email: params.email ?? null,
    name: params.name ?? null,
    metadata: params.metadata ?? {},
    created: now(),
    livemode: false,
    invoice_settings: { default_payment_method: null },
  };
}

export function priceObject(params: {
  currency: string;
  unitAmount: number;
  productName: string;
  recurring: PriceObject["recurring"];
}): PriceObject {
  return {
    id: stripeId("price_"),
    object: "price",
    active: true,
    currency: params.currency,
    unit_amount: params.unitAmount,
    unit_amount_decimal: String(params.unitAmount),
    product: stripeId("prod_"),
    nickname: params.productName,
    recurring: params.recurring,
    type: params.recurring ? "recurring" : "one_time",
    created: now(),
    livemode: false,
    metadata: {},
  };
}

export function checkoutSessionObject(params: {
  id: string;
  url: string;
  mode: CheckoutSessionObject["mode"];
  lines: CheckoutLine[];
  metadata: Record<string, string>;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
}): CheckoutSessionObject {
  const amount = params.lines.reduce((sum, l) => sum + l.price.unit_amount * l.quantity, 0);
  const created = now();
  return {
    id: params.id,
    object: "checkout.session",
    mode: params.mode,
    status: "open",
    payment_status: "unpaid",
    url: params.url,
    amount_subtotal: amount,
    amount_total: amount,
    currency: params.lines[0]?.price.currency ?? "eur",
    customer: params.customer,
    customer_email: params.customerEmail,
    customer_details: null,
    client_reference_id: params.clientReferenceId,
    metadata: params.metadata,
    subscription: null,
    invoice: null,
    payment_intent: null,
    success_url: params.successUrl,
    cancel_url: params.cancelUrl,
    created,
    expires_at: created + 24 * 3600,
    livemode: false,
  };
}

/** The `line_items` list of a checkout session (only returned when expanded). */
export function checkoutLineItems(sessionId: string, lines: CheckoutLine[]): List<StripeObject> {
  return {
    object: "list",
    has_more: false,
    url: `/v1/checkout/sessions/${sessionId}/line_items`,
    data: lines.map(({ price, quantity }) => ({
      id: stripeId("li_"),
      object: "item",
      amount_subtotal: price.unit_amount * quantity,
      amount_total: price.unit_amount * quantity,
      currency: price.currency,
      description: price.nickname,
      price,
      quantity,
    })),
  };
}

/** An active subscription over the recurring lines, its first period starting now. */
export function subscriptionObject(
  customer: string,
  lines: CheckoutLine[],
  metadata: Record<string, string>,
): SubscriptionObject {
  const id = stripeId("sub_");
  const start = now();
  const items = lines.flatMap(({ price, quantity }): SubscriptionItemObject[] =>
    price.recurring
      ? [
          {
            id: stripeId("si_"),
            object: "subscription_item",
            price,
            quantity,
            subscription: id,
            current_period_start: start,
            current_period_end: addInterval(start, price.recurring.interval, price.recurring.interval_count),
            created: start,
            metadata: {},
          },
        ]
      : [],
  );
  return {
    id,
    object: "subscription",
    customer,
    status: "active",
    currency: lines[0]?.price.currency ?? "eur",
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created: start,
    start_date: start,
    billing_cycle_anchor: start,
    latest_invoice: null,
    metadata,
    items: { object: "list", data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    livemode: false,
  };
}

/** The invoice for a subscription's current period, paid or left open. */
export function invoiceObject(
  subscription: SubscriptionObject,
  billingReason: InvoiceObject["billing_reason"],
  paid: boolean,
  number: string,
): InvoiceObject {
  const id = stripeId("in_");
  const created = now();
  const period = subscription.items.data[0];
  const lines = subscription.items.data.map((item) => ({
    id: stripeId("il_"),
    object: "line_item",
    amount: item.price.unit_amount * item.quantity,
    currency: item.price.currency,
    quantity: item.quantity,
    period: { start: item.current_period_start, end: item.current_period_end },
    pricing: { type: "price_details", price_details: { price: item.price.id, product: item.price.product } },
  }));
  const amount = lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    id,
    object: "invoice",
    customer: subscription.customer,
    status: paid ? "paid" : "open",
    billing_reason: billingReason,
    number,
    currency: subscription.currency,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempted: true,
    attempt_count: 1,
    created,
    period_start: period?.current_period_start ?? created,
    period_end: period?.current_period_end ?? created,
    status_transitions: { finalized_at: created, paid_at: paid ? created : null },
    hosted_invoice_url: null,
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
    lines: { object: "list", data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    metadata: {},
    livemode: false,
  };
}
