import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createCheckout } from "@/app/api/create-checkout-session/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { POST as cancelRoute } from "@/app/api/subscription/cancel/route";
import { POST as reactivateRoute } from "@/app/api/subscription/reactivate/route";
import { GET as profileRoute } from "@/app/api/user/profile/route";
import { LOGIN_FIRST } from "@/lib/analysis/permissions";
import { SUBSCRIPTION_ACTIVE_URL } from "@/lib/billing/checkout";
import { simulationWebhookSecret } from "@/lib/billing/payment-provider";
import { CREDIT_PACKAGE_REQUIRED } from "@/lib/billing/plans";
import {
  CANCELLED_AT_PERIOD_END,
  CANCELLED_IMMEDIATELY,
  NO_ACTIVE_SUBSCRIPTION,
  REACTIVATED,
} from "@/lib/billing/subscriptions";
import { INVALID_SIGNATURE, MISSING_SIGNATURE } from "@/lib/billing/webhook";
import { resetEnv } from "@/lib/config/env";
import { storeIntegrationSecret } from "@/lib/config/integration-secrets";
import { db } from "@/lib/db";
import { saveSettings } from "@/lib/settings";
import { FakeStripe } from "../fakes/stripe";
import type { CheckoutSessionObject, InvoiceObject } from "../fakes/stripe-objects";
import { buildStripeEvent, signStripeEvent, type FakeStripeEvent } from "../fakes/stripe-events";
import { signedInUser } from "../support/factories";
import { call } from "../support/http";

const fake = new FakeStripe();
const WEBHOOK_SECRET = "whsec_test_payments";
const ENV_NAMES = ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET", "APP_ENV"] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
const DAY_MS = 24 * 60 * 60 * 1000;

function restoreEnv() {
  for (const name of ENV_NAMES) {
    const value = savedEnv[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
}

const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

const checkout = (token: string | undefined, json: unknown) =>
  call(createCheckout, "/api/create-checkout-session", { json, bearer: token });

function deliverSigned(payload: string, signature?: string) {
  return call(webhook, "/api/stripe/webhook", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
  });
}

function deliver(event: FakeStripeEvent, secret = WEBHOOK_SECRET) {
  const { payload, signature } = signStripeEvent(event, secret);
  return deliverSigned(payload, signature);
}

/** A credits checkout through the API, paid on the fake Stripe; returns its completion event. */
async function paidCreditCheckout(token: string, credits = 3) {
  const started = await checkout(token, { plan_type: "credits", plan_details: { credits } });
  expect(started.status).toBe(200);
  const { session } = fake.completeCheckoutSession(started.body.session_id as string);
  return buildStripeEvent("checkout.session.completed", session);
}

/** A subscription checkout through the API, paid on the fake Stripe. */
async function paidSubscriptionCheckout(token: string) {
  const started = await checkout(token, { plan_type: "subscription", plan_details: { type: "yearly" } });
  expect(started.status).toBe(200);
  const completion = fake.completeCheckoutSession(started.body.session_id as string);
  return {
    ...completion,
    subscription: completion.subscription!,
    invoice: completion.invoice!,
    event: buildStripeEvent("checkout.session.completed", completion.session),
  };
}

beforeAll(async () => {
  await fake.start();
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(async () => {
  fake.reset();
  await saveSettings({});
  await db.integrationSecret.deleteMany();
  process.env.STRIPE_SECRET_KEY = "sk_test_payments";
  process.env.STRIPE_API_BASE = fake.url;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  resetEnv();
});

afterEach(restoreEnv);

describe("checkout", () => {
  it("a checkout is priced by the server whatever price, quantity or currency the request says", async () => {
    const { user, token } = await signedInUser();
    const res = await checkout(token, {
      plan_type: "credits",
      plan_details: { type: "credits", credits: 3, price: 0.01, quantity: 50, currency: "usd" },
    });
    expect(res.status).toBe(200);
    expect(res.body.checkout_url).toMatch(new RegExp(`^${fake.url}/checkout/pay/cs_test_`));

    const session = fake.get(res.body.session_id as string) as CheckoutSessionObject;
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 1999,
      currency: "eur",
      client_reference_id: user.id,
      metadata: { user_id: user.id, plan_type: "3_credits", credits: "3" },
    });
    expect(session.success_url).toMatch(/\/account\?message=payment_success/);
    expect(session.cancel_url).toMatch(/\/account\?message=payment_cancelled$/);
    const body = fake.requests.find((r) => r.path === "/v1/checkout/sessions")?.rawBody ?? "";
    expect(decodeURIComponent(body)).toContain("line_items[0][quantity]=1");
    // One Stripe customer per user, remembered for the next checkout.
    const customer = (await userRow(user.id)).stripeCustomerId;
    expect(customer).toBe(session.customer);
    const again = await checkout(token, { plan_type: "1_credit", plan_details: { price: 999 } });
    expect((fake.get(again.body.session_id as string) as CheckoutSessionObject).customer).toBe(customer);
    expect(fake.list("customer")).toHaveLength(1);
    expect((fake.get(again.body.session_id as string) as CheckoutSessionObject).amount_total).toBe(999);
  });

  it("the subscription is billed yearly at twelve times the monthly price from the settings", async () => {
    await saveSettings({
      subscription_price_cents: 550,
      credit_prices_cents: { "1_credit": 400, "3_credits": 1100, "10_credits": 3000 },
    });
    const { user, token } = await signedInUser();
    const res = await checkout(token, {
      plan_type: "subscription",
      plan_details: { price: 1, type: "yearly" },
    });
    expect(res.status).toBe(200);
    const session = fake.get(res.body.session_id as string) as CheckoutSessionObject;
    expect(session).toMatchObject({
      mode: "subscription",
      amount_total: 6600,
      metadata: { user_id: user.id, plan_type: "subscription" },
    });
    const ten = await checkout(token, { plan_type: "credits", plan_details: { credits: 10, price: 1 } });
    expect((fake.get(ten.body.session_id as string) as CheckoutSessionObject).amount_total).toBe(3000);
  });

  it("only packages of 1, 3 and 10 credits can be bought", async () => {
    const { token } = await signedInUser();
    const res = await checkout(token, { plan_type: "credits", plan_details: { credits: 5, price: 1 } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(CREDIT_PACKAGE_REQUIRED);
    expect(fake.list("checkout.session")).toHaveLength(0);
  });

  it("the buyer comes back to the account page in their language: the saved one, else the page's", async () => {
    const { token } = await signedInUser({ language: "de" });
    const german = await checkout(token, { plan_type: "1_credit", plan_details: { price: 999 } });
    const session = fake.get(german.body.session_id as string) as CheckoutSessionObject;
    expect(session.success_url).toMatch(/\/de\/account\?message=payment_success/);
    expect(session.cancel_url).toMatch(/\/de\/account\?message=payment_cancelled$/);

    const other = await signedInUser();
    const french = await call(createCheckout, "/api/create-checkout-session", {
      json: { plan_type: "1_credit", plan_details: { price: 999 } },
      bearer: other.token,
      headers: { cookie: "NEXT_LOCALE=fr" },
    });
    const frenchSession = fake.get(french.body.session_id as string) as CheckoutSessionObject;
    expect(frenchSession.success_url).toMatch(/\/fr\/account\?message=payment_success/);

    const subscribed = await signedInUser({
      language: "it",
      subscriptionStatus: "active",
      currentPeriodEnd: new Date(Date.now() + 100 * DAY_MS),
      stripeSubscriptionId: "sub_existing_it",
    });
    const again = await checkout(subscribed.token, {
      plan_type: "subscription",
      plan_details: { type: "yearly" },
    });
    expect(again.body).toMatchObject({
      checkout_url: `/it${SUBSCRIPTION_ACTIVE_URL}`,
      already_subscribed: true,
    });
  });

  it("a visitor is asked to log in first and no checkout is opened", async () => {
    const res = await checkout(undefined, { plan_type: "credits", plan_details: { credits: 1 } });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(LOGIN_FIRST);
    expect(fake.requests).toHaveLength(0);
  });

  it("an already subscribed user asking for a subscription is sent to the account page instead", async () => {
    const { token } = await signedInUser({
      subscriptionStatus: "active",
      currentPeriodEnd: new Date(Date.now() + 100 * DAY_MS),
      stripeSubscriptionId: "sub_existing",
    });
    const res = await checkout(token, { plan_type: "subscription", plan_details: { type: "yearly" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ checkout_url: SUBSCRIPTION_ACTIVE_URL, already_subscribed: true });
    expect(fake.requests).toHaveLength(0);
  });

  it("keys stored in the console take precedence over the environment's", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_environment";
    resetEnv();
    await storeIntegrationSecret("stripe", "secret_key", "sk_test_console");
    const { token } = await signedInUser();
    expect((await checkout(token, { plan_type: "1_credit" })).status).toBe(200);
    expect(fake.lastRequest()?.headers.authorization).toBe("Bearer sk_test_console");
  });
});

describe("webhook", () => {
  it("a paid credit checkout grants its credits once although the event arrives twice", async () => {
    const { user, token } = await signedInUser();
    const event = await paidCreditCheckout(token);
    const first = await deliver(event);
    const second = await deliver(event);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);

    const after = await userRow(user.id);
    expect(after.credits).toBe(3);
    const expiresIn = (after.creditsExpiresAt?.getTime() ?? 0) - Date.now();
    expect(Math.abs(expiresIn - 180 * DAY_MS)).toBeLessThan(60_000);
    const payments = await db.payment.findMany({ where: { userId: user.id } });
    expect(payments).toHaveLength(1);
    const session = event.data.object as CheckoutSessionObject;
    expect(payments[0]).toMatchObject({
      planType: "credits_3",
      amountCents: 1999,
      currency: "EUR",
      status: "completed",
      credits: 3,
      userEmail: user.email,
      stripeSessionId: session.id,
      stripePaymentIntent: session.payment_intent,
      simulated: false,
    });
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id, reason: "purchase" } })).toBe(1);

    const receipts = await db.emailOutbox.findMany({ where: { to: user.email, purpose: "receipt" } });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("3 SkinSight credits");
    expect(receipts[0]!.text).toContain("19.99 EUR");
    expect(receipts[0]!.text).toContain(`expire on ${after.creditsExpiresAt!.toISOString().slice(0, 10)}`);
  });

  it("twenty concurrent copies of one event grant the credits once", async () => {
    const { user, token } = await signedInUser();
    const event = await paidCreditCheckout(token, 10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await userRow(user.id)).credits).toBe(10);
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { to: user.email, purpose: "receipt" } })).toBe(1);
  });

  it("a renewal that arrives before its checkout event leaves the subscription on the renewed period", async () => {
    const { user, token } = await signedInUser();
    const { subscription, invoice, event } = await paidSubscriptionCheckout(token);
    const { invoice: renewal } = fake.renewSubscription(subscription.id);
    const renewedEnd = new Date(subscription.items.data[0]!.current_period_end * 1000);

    expect((await deliver(buildStripeEvent("invoice.payment_succeeded", renewal!))).status).toBe(200);
    let row = await userRow(user.id);
    expect(row).toMatchObject({ subscriptionStatus: "active", stripeSubscriptionId: subscription.id });
    expect(row.currentPeriodEnd).toEqual(renewedEnd);

    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(buildStripeEvent("invoice.payment_succeeded", invoice))).status).toBe(200);
    row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.currentPeriodEnd).toEqual(renewedEnd);
    expect(Math.round((renewedEnd.getTime() - Date.now()) / DAY_MS)).toBeGreaterThan(700);

    const payments = await db.payment.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(payments.map((p) => [p.planType, p.amountCents, p.stripeInvoiceId])).toEqual([
      ["subscription", 9588, renewal!.id],
      ["subscription", 9588, invoice.id],
    ]);
    expect(payments[1]!.stripeSessionId).toBe((event.data.object as CheckoutSessionObject).id);
    expect(await db.emailOutbox.count({ where: { to: user.email, purpose: "receipt" } })).toBe(2);
  });

  it("forged, unsigned, wrongly keyed and stale events are refused and change nothing", async () => {
    const { user, token } = await signedInUser();
    const event = await paidCreditCheckout(token);
    const { payload, signature } = signStripeEvent(event, WEBHOOK_SECRET);

    const forged = await deliverSigned(payload.replace('"credits":"3"', '"credits":"300"'), signature);
    const unsigned = await deliverSigned(payload);
    const otherKey = await deliver(event, "whsec_attacker");
    const simulationKey = await deliver(event, simulationWebhookSecret());
    const stale = signStripeEvent(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600);
    const replayed = await deliverSigned(stale.payload, stale.signature);

    expect([forged, otherKey, simulationKey, replayed].map((r) => [r.status, r.body.detail])).toEqual(
      Array(4).fill([400, INVALID_SIGNATURE]),
    );
    expect([unsigned.status, unsigned.body.detail]).toEqual([400, MISSING_SIGNATURE]);
    expect((await userRow(user.id)).credits).toBe(0);
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.processedStripeEvent.count({ where: { id: event.id } })).toBe(0);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(0);

    // The genuine delivery still works afterwards.
    expect((await deliver(event)).status).toBe(200);
    expect((await userRow(user.id)).credits).toBe(3);
  });

  it("a subscription deleted at its period end expires without recording a second cancellation", async () => {
    const { user, token } = await signedInUser();
    const { subscription, event } = await paidSubscriptionCheckout(token);
    await deliver(event);
    const live = fake.get(subscription.id) as typeof subscription;
    live.cancel_at_period_end = true;
    await deliver(buildStripeEvent("customer.subscription.updated", live));
    fake.renewSubscription(subscription.id); // at the period end Stripe ends it instead
    await deliver(buildStripeEvent("customer.subscription.deleted", live));

    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("expired");
    const plans = (await db.payment.findMany({ where: { userId: user.id } })).map((p) => p.planType).sort();
    expect(plans).toEqual(["subscription", "subscription_cancellation"]);
  });

  it("events delayed past the subscription's end do not bring it back", async () => {
    const { user, token } = await signedInUser();
    const { subscription, invoice, event: checkoutEvent } = await paidSubscriptionCheckout(token);
    const live = fake.get(subscription.id) as typeof subscription;
    const whileActive = buildStripeEvent("customer.subscription.updated", { ...live });
    // Stripe ends the subscription; its deletion is delivered first, everything else late.
    live.status = "canceled";
    expect((await deliver(buildStripeEvent("customer.subscription.deleted", live))).status).toBe(200);
    const ended = await userRow(user.id);
    expect(ended.subscriptionStatus).not.toBe("active");

    for (const late of [whileActive, checkoutEvent, buildStripeEvent("invoice.payment_succeeded", invoice)]) {
      expect((await deliver(late)).status).toBe(200);
    }
    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe(ended.subscriptionStatus);
    expect(row.currentPeriodEnd).toEqual(ended.currentPeriodEnd);
    // The late payment is still recorded, once.
    expect(await db.payment.count({ where: { userId: user.id, planType: "subscription" } })).toBe(1);
  });

  it("a paid one-off invoice without a subscription is acknowledged and ignored", async () => {
    const payments = await db.payment.count();
    const invoice = { ...fake.createSubscription({}), object: "invoice" } as unknown as InvoiceObject;
    const res = await deliver(buildStripeEvent("invoice.payment_succeeded", { ...invoice, parent: null }));
    expect(res.status).toBe(200);
    expect(await db.payment.count()).toBe(payments);
  });
});

describe("subscriptions", () => {
  const cancel = (token: string, cancel_type: string) =>
    call(cancelRoute, "/api/subscription/cancel", { json: { cancel_type }, bearer: token });
  const reactivate = (token: string) =>
    call(reactivateRoute, "/api/subscription/reactivate", { bearer: token });
  const profile = async (token: string) =>
    (await call(profileRoute, "/api/user/profile", { bearer: token })).body;
  const changes = async (userId: string) =>
    (
      await db.payment.findMany({
        where: { userId, planType: { not: "subscription" } },
        orderBy: { createdAt: "asc" },
      })
    ).map((p) => [p.planType, p.amountCents, p.status]);

  async function subscribed() {
    const { user, token } = await signedInUser();
    const { subscription, event } = await paidSubscriptionCheckout(token);
    expect((await deliver(event)).status).toBe(200);
    expect(await profile(token)).toMatchObject({
      subscription_status: "active",
      cancel_at_period_end: false,
    });
    return { user, token, subscription };
  }

  it("cancelling at the period end keeps access until then, and reactivating makes it renew again", async () => {
    const { user, token, subscription } = await subscribed();
    const cancelled = await cancel(token, "end_of_period");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(CANCELLED_AT_PERIOD_END);
    expect(fake.get(subscription.id)).toMatchObject({ status: "active", cancel_at_period_end: true });
    const periodEnd = new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString();
    expect(await profile(token)).toMatchObject({
      subscription_status: "active",
      cancel_at_period_end: true,
      subscription_end: periodEnd,
      current_period_end: periodEnd,
    });
    // Stripe's own notice of the same change records nothing more.
    await deliver(buildStripeEvent("customer.subscription.updated", fake.get(subscription.id)!));
    expect(await changes(user.id)).toEqual([["subscription_cancellation", 0, "completed"]]);

    const reactivated = await reactivate(token);
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.message).toBe(REACTIVATED);
    expect(fake.get(subscription.id)).toMatchObject({ cancel_at_period_end: false });
    expect(await profile(token)).toMatchObject({
      subscription_status: "active",
      cancel_at_period_end: false,
    });
    expect(await changes(user.id)).toEqual([
      ["subscription_cancellation", 0, "completed"],
      ["subscription_reactivation", 0, "completed"],
    ]);
    expect((await reactivate(token)).status).toBe(400);
  });

  it("cancelling immediately revokes access at once", async () => {
    const { user, token, subscription } = await subscribed();
    const cancelled = await cancel(token, "immediate");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(CANCELLED_IMMEDIATELY);
    expect(fake.get(subscription.id)).toMatchObject({ status: "canceled" });
    expect(await profile(token)).toMatchObject({
      subscription_status: "canceled",
      cancel_at_period_end: false,
    });
    await deliver(buildStripeEvent("customer.subscription.deleted", fake.get(subscription.id)!));
    expect(await changes(user.id)).toEqual([["subscription_cancellation", 0, "completed"]]);
    expect((await userRow(user.id)).subscriptionStatus).toBe("canceled");

    const again = await cancel(token, "immediate");
    expect([again.status, again.body.detail]).toEqual([400, NO_ACTIVE_SUBSCRIPTION]);
  });

  it("a cancellation made on Stripe's side arrives by webhook and is recorded once", async () => {
    const { user, token, subscription } = await subscribed();
    const live = fake.get(subscription.id) as typeof subscription;
    live.cancel_at_period_end = true;
    const event = buildStripeEvent("customer.subscription.updated", live);
    await Promise.all([deliver(event), deliver(event)]);
    expect(await profile(token)).toMatchObject({ subscription_status: "active", cancel_at_period_end: true });
    expect(await changes(user.id)).toEqual([["subscription_cancellation", 0, "completed"]]);
  });
});
