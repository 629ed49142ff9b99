import type { ServerResponse } from "node:http";
import { FailureQueue, FakeHttpServer, type RecordedRequest, type RequestMatch } from "./http";
import {
  formArray,
  formBoolean,
  formMetadata,
  formNumber,
  formObject,
  formString,
  parseStripeForm,
  type FormObject,
  type FormValue,
} from "./stripe-form";
import {
  INTERVALS,
  addInterval,
  checkoutLineItems,
  checkoutSessionObject,
  customerObject,
  invoiceObject,
  now,
  priceObject,
  stripeId,
  subscriptionObject,
  type CheckoutLine,
  type CheckoutSessionObject,
  type CustomerObject,
  type Interval,
  type InvoiceObject,
  type StripeObject,
  type SubscriptionObject,
} from "./stripe-objects";

export interface StripeErrorBody {
  type: "card_error" | "invalid_request_error" | "api_error" | "rate_limit_error" | "authentication_error";
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
}

export interface StripeFailure extends RequestMatch {
  status: number;
  error: StripeErrorBody;
}

/** Ready-made failures; spread and add `path`/`times` to narrow them. */
export const stripeFailures = {
  cardDeclined: {
    status: 402,
    error: {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    },
  },
  apiError: { status: 500, error: { type: "api_error", message: "An unknown error occurred." } },
  rateLimited: {
    status: 429,
    error: { type: "rate_limit_error", code: "rate_limit", message: "Too many requests." },
  },
} satisfies Record<string, StripeFailure>;

export interface CheckoutCompletion {
  session: CheckoutSessionObject;
  customer: CustomerObject;
  /** Set in subscription mode. */
  subscription?: SubscriptionObject;
  invoice?: InvoiceObject;
}

class StripeApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }
}

const invalidRequest = (message: string, param?: string, status = 400): StripeApiFailure =>
  new StripeApiFailure(status, { type: "invalid_request_error", message, ...(param ? { param } : {}) });

function required(value: FormValue | undefined, param: string): string {
  const text = formString(value);
  if (!text) throw invalidRequest(`Missing required param: ${param}.`, param);
  return text;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const CHECKOUT_PAGE = "/checkout/pay/";

/**
 * Stand-in for the Stripe API (checkout sessions, customers, subscriptions, invoices) with
 * in-memory objects. Point the SDK at `url` (createStripeClient(key, fake.url)).
 */
export class FakeStripe extends FakeHttpServer {
  #objects = new Map<string, StripeObject>();
  #checkouts = new Map<string, { lines: CheckoutLine[]; subscriptionMetadata: Record<string, string> }>();
  #failures = new FailureQueue<StripeFailure>();
  #invoiceCount = 0;

  readonly #routes: {
    method: string;
    pattern: RegExp;
    run: (id: string, params: FormObject) => StripeObject;
  }[] = [
    { method: "POST", pattern: /^\/v1\/customers$/, run: (_, p) => this.#createCustomer(p) },
    { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, run: (id) => this.#find(id, "customer") },
    { method: "POST", pattern: /^\/v1\/checkout\/sessions$/, run: (_, p) => this.#createCheckoutSession(p) },
    {
      method: "GET",
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      run: (id) => this.#find(id, "checkout.session"),
    },
    { method: "GET", pattern: /^\/v1\/subscriptions\/([^/]+)$/, run: (id) => this.#find(id, "subscription") },
    {
      method: "POST",
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      run: (id, p) => this.#updateSubscription(id, p),
    },
    {
      method: "DELETE",
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      run: (id) => this.#cancelSubscription(id),
    },
    { method: "GET", pattern: /^\/v1\/invoices\/([^/]+)$/, run: (id) => this.#find(id, "invoice") },
  ];

  /** Makes the next matching API call(s) fail; the SDK retries 5xx/429 (maxNetworkRetries), so use `times`. */
  failNext(failure: StripeFailure): this {
    this.#failures.push(failure);
    return this;
  }

  /** The live stored object (mutate it to simulate changes made on Stripe's side). */
  get(id: string): StripeObject | undefined {
    return this.#objects.get(id);
  }

  /** Stored objects of one type, e.g. "checkout.session", in creation order. */
  list(object: string): StripeObject[] {
    return [...this.#objects.values()].filter((o) => o.object === object);
  }

  createCustomer(params: Parameters<typeof customerObject>[0] = {}): CustomerObject {
    return this.#store(customerObject(params));
  }

  /** Seeds an active subscription with a paid first invoice, as a completed checkout would. */
  createSubscription(params: {
    customer?: string;
    unitAmount?: number;
    currency?: string;
    interval?: Interval;
    metadata?: Record<string, string>;
  }): SubscriptionObject {
    const customer = params.customer ?? this.createCustomer().id;
    const price = this.#store(
      priceObject({
        currency: params.currency ?? "eur",
        unitAmount: params.unitAmount ?? 990,
        productName: "Subscription",
        recurring: { interval: params.interval ?? "month", interval_count: 1 },
      }),
    );
    return this.#subscribe(customer, [{ price, quantity: 1 }], params.metadata ?? {}).subscription;
  }

  /** Pays an open checkout session: creates the customer if needed and, in subscription mode, the subscription. */
  completeCheckoutSession(id: string): CheckoutCompletion {
    const session = this.#find<CheckoutSessionObject>(id, "checkout.session");
    const checkout = this.#checkouts.get(id);
    if (session.status !== "open" || !checkout) throw new Error(`Checkout session ${id} is not open`);
    const customer = session.customer
      ? this.#find<CustomerObject>(session.customer, "customer")
      : this.createCustomer(session.customer_email ? { email: session.customer_email } : {});
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      customer: customer.id,
      customer_details: { email: customer.email, name: customer.name },
    });
    if (session.mode === "payment") {
      session.payment_intent = stripeId("pi_");
      return { session, customer };
    }
    const { subscription, invoice } = this.#subscribe(
      customer.id,
      checkout.lines,
      checkout.subscriptionMetadata,
    );
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    return { session, customer, subscription, invoice };
  }

  /**
   * Starts the next billing period: a new invoice (paid, or open with status past_due when
   * `paid: false`). A subscription set to cancel at period end is canceled instead.
   */
  renewSubscription(
    id: string,
    { paid = true } = {},
  ): { subscription: SubscriptionObject; invoice?: InvoiceObject } {
    const subscription = this.#find<SubscriptionObject>(id, "subscription");
    if (subscription.status === "canceled") throw new Error(`Subscription ${id} is canceled`);
    const periodEnd = subscription.items.data[0]?.current_period_end ?? now();
    if (subscription.cancel_at_period_end) {
      Object.assign(subscription, { status: "canceled", canceled_at: periodEnd, ended_at: periodEnd });
      return { subscription };
    }
    for (const item of subscription.items.data) {
      const recurring = item.price.recurring ?? { interval: "month", interval_count: 1 };
      item.current_period_start = periodEnd;
      item.current_period_end = addInterval(periodEnd, recurring.interval, recurring.interval_count);
    }
    const invoice = this.#invoice(subscription, "subscription_cycle", paid);
    subscription.status = paid ? "active" : "past_due";
    return { subscription, invoice };
  }

  override reset(): void {
    super.reset();
    this.#objects.clear();
    this.#checkouts.clear();
    this.#failures.clear();
    this.#invoiceCount = 0;
  }

  protected override parseBody(raw: string): FormObject {
    return parseStripeForm(raw);
  }

  protected handle(req: RecordedRequest, res: ServerResponse): void {
    if (req.path.startsWith(CHECKOUT_PAGE)) return this.#checkoutPage(req, res);
    const failure = this.#failures.take(req);
    try {
      if (failure) throw new StripeApiFailure(failure.status, failure.error);
      const route = this.#routes.find((r) => r.method === req.method && r.pattern.test(req.path));
      if (!route) {
        throw invalidRequest(`Unrecognized request URL (${req.method}: ${req.path}).`, undefined, 404);
      }
      const id = decodeURIComponent(route.pattern.exec(req.path)?.[1] ?? "");
      const params = req.method === "POST" ? (req.body as FormObject) : parseStripeForm(req.query);
      const object = route.run(id, params);
      this.sendJson(res, 200, this.#expand(object, params), { "request-id": stripeId("req_") });
    } catch (error) {
      if (!(error instanceof StripeApiFailure)) throw error;
      this.sendJson(res, error.status, { error: error.error }, { "request-id": stripeId("req_") });
    }
  }

  #store<T extends StripeObject>(object: T): T {
    this.#objects.set(object.id, object);
    return object;
  }

  #find<T extends StripeObject>(id: string, object: T["object"]): T {
    const found = this.#objects.get(id);
    if (found?.object !== object) {
      const label = object.replace(/^checkout\./, "checkout ").replace(/_/g, " ");
      throw new StripeApiFailure(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${label}: '${id}'`,
        param: "id",
      });
    }
    return found as T;
  }

  #subscribe(
    customer: string,
    lines: CheckoutLine[],
    metadata: Record<string, string>,
  ): { subscription: SubscriptionObject; invoice: InvoiceObject } {
    const subscription = this.#store(subscriptionObject(customer, lines, metadata));
    return { subscription, invoice: this.#invoice(subscription, "subscription_create", true) };
  }

  #invoice(
    subscription: SubscriptionObject,
    billingReason: InvoiceObject["billing_reason"],
    paid: boolean,
  ): InvoiceObject {
    const number = `FAKE-${String(++this.#invoiceCount).padStart(4, "0")}`;
    const invoice = this.#store(invoiceObject(subscription, billingReason, paid, number));
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  #createCustomer(params: FormObject): CustomerObject {
    const email = formString(params.email);
    const name = formString(params.name);
    return this.createCustomer({
      ...(email ? { email } : {}),
      ...(name ? { name } : {}),
      metadata: formMetadata(params.metadata),
    });
  }

  #checkoutLine(value: FormValue, index: number): CheckoutLine {
    const item = formObject(value);
    const param = `line_items[${index}]`;
    if (!item.price_data) {
      throw invalidRequest("FakeStripe supports price_data line items only.", `${param}[price]`);
    }
    const data = formObject(item.price_data);
    const unitAmount = formNumber(data.unit_amount);
    if (unitAmount === undefined) {
      const amountParam = `${param}[price_data][unit_amount]`;
      throw invalidRequest(`Missing required param: ${amountParam}.`, amountParam);
    }
    const recurring = formObject(data.recurring);
    const interval = formString(recurring.interval);
    if (interval && !INTERVALS.includes(interval as Interval)) {
      throw invalidRequest(`Invalid interval: ${interval}.`, `${param}[price_data][recurring][interval]`);
    }
    const price = priceObject({
      currency: required(data.currency, `${param}[price_data][currency]`).toLowerCase(),
      unitAmount,
      productName: required(formObject(data.product_data).name, `${param}[price_data][product_data][name]`),
      recurring: interval
        ? { interval: interval as Interval, interval_count: formNumber(recurring.interval_count) ?? 1 }
        : null,
    });
    return { price: this.#store(price), quantity: formNumber(item.quantity) ?? 1 };
  }

  #createCheckoutSession(params: FormObject): CheckoutSessionObject {
    const mode = required(params.mode, "mode");
    if (mode !== "payment" && mode !== "subscription") {
      throw invalidRequest("FakeStripe supports payment and subscription modes.", "mode");
    }
    const lines = formArray(params.line_items).map((item, i) => this.#checkoutLine(item, i));
    if (lines.length === 0) throw invalidRequest("Missing required param: line_items.", "line_items");
    const recurring = lines.some((l) => l.price.recurring);
    if (mode === "subscription" && !recurring) {
      throw invalidRequest(
        "You must provide at least one recurring price in `subscription` mode.",
        "line_items",
      );
    }
    if (mode === "payment" && recurring) {
      throw invalidRequest("You specified `payment` mode but passed a recurring price.", "line_items");
    }
    const customer = formString(params.customer) ?? null;
    if (customer) this.#find(customer, "customer");
    const id = stripeId("cs_test_");
    this.#checkouts.set(id, {
      lines,
      subscriptionMetadata: formMetadata(formObject(params.subscription_data).metadata),
    });
    return this.#store(
      checkoutSessionObject({
        id,
        url: `${this.url}${CHECKOUT_PAGE}${id}`,
        mode,
        lines,
        metadata: formMetadata(params.metadata),
        customer,
        customerEmail: formString(params.customer_email) ?? null,
        clientReferenceId: formString(params.client_reference_id) ?? null,
        successUrl: formString(params.success_url) ?? null,
        cancelUrl: formString(params.cancel_url) ?? null,
      }),
    );
  }

  #updateSubscription(id: string, params: FormObject): SubscriptionObject {
    const subscription = this.#find<SubscriptionObject>(id, "subscription");
    const cancelAtPeriodEnd = formBoolean(params.cancel_at_period_end);
    if (subscription.status === "canceled" && cancelAtPeriodEnd !== undefined) {
      throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
    }
    if (cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = cancelAtPeriodEnd;
      subscription.cancel_at = cancelAtPeriodEnd
        ? (subscription.items.data[0]?.current_period_end ?? null)
        : null;
    }
    // Stripe semantics: an empty value removes that metadata key.
    for (const [key, value] of Object.entries(formMetadata(params.metadata))) {
      if (value === "") delete subscription.metadata[key];
      else subscription.metadata[key] = value;
    }
    return subscription;
  }

  #cancelSubscription(id: string): SubscriptionObject {
    const subscription = this.#find<SubscriptionObject>(id, "subscription");
    if (subscription.status === "canceled") throw invalidRequest(`Subscription ${id} is already canceled.`);
    const at = now();
    return Object.assign(subscription, {
      status: "canceled",
      canceled_at: at,
      ended_at: at,
      cancellation_details: { comment: null, feedback: null, reason: "cancellation_requested" },
    });
  }

  /** Replaces id fields listed in `expand` with their objects; line_items only exist when expanded. */
  #expand(object: StripeObject, params: FormObject): StripeObject {
    const copy = structuredClone(object);
    const checkout = this.#checkouts.get(object.id);
    for (const field of formArray(params.expand).map(formString)) {
      if (!field) continue;
      if (field === "line_items" && checkout) {
        copy.line_items = checkoutLineItems(object.id, checkout.lines);
        continue;
      }
      const value = copy[field];
      if (value === null) continue;
      const target = typeof value === "string" ? this.#objects.get(value) : undefined;
      if (!target) throw invalidRequest(`This property cannot be expanded (${field}).`, "expand");
      copy[field] = structuredClone(target);
    }
    return copy;
  }

  /** The session `url`: GET shows a pay button, POST completes the session and redirects to success_url. */
  #checkoutPage(req: RecordedRequest, res: ServerResponse): void {
    const id = req.path.slice(CHECKOUT_PAGE.length);
    const session = this.#objects.get(id) as CheckoutSessionObject | undefined;
    if (session?.object !== "checkout.session") {
      res.writeHead(404, { "content-type": "text/plain" }).end(`No such checkout session: ${id}`);
      return;
    }
    if (req.method === "POST") {
      if (session.status === "open") this.completeCheckoutSession(id);
      const target = (session.success_url ?? "/").replace("{CHECKOUT_SESSION_ID}", id);
      res.writeHead(303, { location: target }).end();
      return;
    }
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1>` +
          `<p>${escapeHtml(id)}: ${escapeHtml(amount)}</p>` +
          `<form method="post"><button type="submit">Pay</button></form>` +
          (session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : ""),
      );
  }
}
