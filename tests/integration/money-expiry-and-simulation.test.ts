import { afterEach, beforeEach, describe, expect, it } from "vitest";
import SimulatedCheckoutPage from "@/app/[locale]/(site)/checkout/simulated/page";
import { POST as confirmRoute } from "@/app/api/checkout/simulated/route";
import { POST as createCheckout } from "@/app/api/create-checkout-session/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { POST as cancelRoute } from "@/app/api/subscription/cancel/route";
import { GET as profileRoute } from "@/app/api/user/profile/route";
import { updateCreditsExpiry } from "@/lib/billing/credit-expiry";
import { grantCredits, spendCredits } from "@/lib/billing/credits";
import { isPayingUser } from "@/lib/billing/entitlements";
import { simulationWebhookSecret } from "@/lib/billing/payment-provider";
import { activeSubscriptionWhere } from "@/lib/billing/paying-users";
import { NOT_YOUR_CHECKOUT } from "@/lib/billing/simulated-checkout";
import { RENEWAL_GRACE_MS, subscriptionStatusAt } from "@/lib/billing/subscription-status";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { getSettings, saveSettings } from "@/lib/settings";
import { buildStripeEvent, signStripeEvent } from "../fakes/stripe-events";
import { makeReport, signedInUser } from "../support/factories";
import { call } from "../support/http";

const DAY_MS = 24 * 60 * 60 * 1000;
const ENV_NAMES = ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET", "APP_ENV"] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

function useAppEnv(appEnv: "development" | "production") {
  for (const name of ENV_NAMES) delete process.env[name];
  process.env.APP_ENV = appEnv;
  resetEnv();
}

afterEach(() => {
  for (const name of ENV_NAMES) {
    const value = savedEnv[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
});

beforeEach(async () => {
  await saveSettings({});
  await db.integrationSecret.deleteMany();
});

const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id } });
const profile = async (token: string) =>
  (await call(profileRoute, "/api/user/profile", { bearer: token })).body;
const checkout = (token: string, json: unknown) =>
  call(createCheckout, "/api/create-checkout-session", { json, bearer: token });
const confirm = (token: string | undefined, sessionId: string) =>
  call(confirmRoute, "/api/checkout/simulated", { json: { session_id: sessionId }, bearer: token });

describe("credit expiry", () => {
  it("expired credits stop counting in the profile, for paid features and for spending", async () => {
    const { user, token } = await signedInUser({ credits: 4, creditsExpiresAt: new Date(Date.now() - 1000) });
    expect(await profile(token)).toMatchObject({ credits: 0 });
    expect(isPayingUser(user)).toBe(false);
    const report = await makeReport({ userId: user.id });
    expect(await db.$transaction((tx) => spendCredits(tx, user.id, 1, report.id))).toBeNull();
  });

  it("a purchase after expiry writes the old credits off instead of reviving them", async () => {
    const { user, token } = await signedInUser({
      credits: 4,
      creditsExpiresAt: new Date(Date.now() - DAY_MS),
    });
    const { balance, expiresAt } = await db.$transaction((tx) =>
      grantCredits(tx, user.id, 3, { reason: "purchase", expiryDays: 180 }),
    );
    expect(balance).toBe(3);
    expect(Math.abs(expiresAt.getTime() - Date.now() - 180 * DAY_MS)).toBeLessThan(60_000);
    expect(await profile(token)).toMatchObject({ credits: 3 });
    const ledger = await db.creditLedgerEntry.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(ledger.map((e) => [e.reason, e.delta, e.balanceAfter])).toEqual([
      ["expiry", -4, 0],
      ["purchase", 3, 3],
    ]);
  });

  it("the maintenance update moves the expiry of valid balances and leaves expired ones expired", async () => {
    const { user: holder } = await signedInUser();
    const grantedAt = new Date(Date.now() - 10 * DAY_MS);
    await db.$transaction((tx) =>
      grantCredits(tx, holder.id, 3, { reason: "purchase", expiryDays: 180, now: grantedAt }),
    );
    await db.creditLedgerEntry.updateMany({ where: { userId: holder.id }, data: { createdAt: grantedAt } });
    const expiredAt = new Date(Date.now() - DAY_MS);
    const { user: lapsed } = await signedInUser({ credits: 2, creditsExpiresAt: expiredAt });

    const untouched = await updateCreditsExpiry(60, false);
    expect(untouched.updated_users).toBe(0);
    expect((await getSettings()).credits_expiry_days).toBe(60);
    expect((await userRow(holder.id)).creditsExpiresAt).toEqual(new Date(grantedAt.getTime() + 180 * DAY_MS));

    await updateCreditsExpiry(30, true);
    expect((await getSettings()).credits_expiry_days).toBe(30);
    expect((await userRow(holder.id)).creditsExpiresAt).toEqual(new Date(grantedAt.getTime() + 30 * DAY_MS));
    expect((await userRow(lapsed.id)).creditsExpiresAt).toEqual(expiredAt);

    await updateCreditsExpiry(5, true);
    expect(isPayingUser(await userRow(holder.id))).toBe(false);
  });
});

describe("subscription expiry without a webhook", () => {
  const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

  it("a subscription set to cancel expires exactly at its period end", async () => {
    const end = inDays(-0.001);
    const { user, token } = await signedInUser({
      subscriptionStatus: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: end,
      subscriptionExpiresAt: end,
    });
    expect(await profile(token)).toMatchObject({ subscription_status: "expired" });
    expect(isPayingUser(user)).toBe(false);
    expect(subscriptionStatusAt(user, new Date(end.getTime() - 1000))).toBe("active");
    expect(await db.user.count({ where: { id: user.id, ...activeSubscriptionWhere() } })).toBe(0);
  });

  it("a renewing subscription whose renewal never came expires after a day of grace", async () => {
    const end = inDays(-0.5);
    const { user, token } = await signedInUser({
      subscriptionStatus: "active",
      currentPeriodEnd: end,
      subscriptionExpiresAt: end,
    });
    expect(await profile(token)).toMatchObject({ subscription_status: "active" });
    expect(await db.user.count({ where: { id: user.id, ...activeSubscriptionWhere() } })).toBe(1);
    const later = new Date(end.getTime() + RENEWAL_GRACE_MS + 1000);
    expect(subscriptionStatusAt(user, later)).toBe("expired");
    expect(await db.user.count({ where: { id: user.id, ...activeSubscriptionWhere(later) } })).toBe(0);
  });

  it("an immediately cancelled subscription reads as canceled, then expired once its period is over", async () => {
    const { user, token } = await signedInUser({
      subscriptionStatus: "canceled",
      currentPeriodEnd: inDays(200),
      subscriptionExpiresAt: new Date(),
    });
    expect(await profile(token)).toMatchObject({ subscription_status: "canceled" });
    expect(subscriptionStatusAt(user, inDays(201))).toBe("expired");
  });
});

describe("simulated checkout", () => {
  it("in development without a Stripe key, buying 3 credits goes through the simulated page and grants them once", async () => {
    useAppEnv("development");
    const { user, token } = await signedInUser();
    const started = await checkout(token, { plan_type: "credits", plan_details: { credits: 3, price: 0.5 } });
    expect(started.status).toBe(200);
    const url = started.body.checkout_url as string;
    expect(url).toMatch(/^\/checkout\/simulated\?session=cs_sim_[0-9a-f]+$/);
    const sessionId = started.body.session_id as string;

    const page = await SimulatedCheckoutPage({ searchParams: Promise.resolve({ session: sessionId }) });
    const view = (page.props as { children: { props: { checkout: Record<string, unknown> } } }).children
      .props;
    expect(view.checkout).toMatchObject({ amount: "19.99", currency: "EUR", credits: 3, status: "pending" });

    const { token: otherToken } = await signedInUser();
    const stranger = await confirm(otherToken, sessionId);
    expect([stranger.status, stranger.body.detail]).toEqual([403, NOT_YOUR_CHECKOUT]);

    const confirmed = await confirm(token, sessionId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      credits: 3,
      redirect_url: expect.stringContaining("/account?message="),
    });
    expect((await confirm(token, sessionId)).body).toMatchObject({ credits: 3 });

    expect(await profile(token)).toMatchObject({ credits: 3 });
    const payment = await db.payment.findUniqueOrThrow({ where: { stripeSessionId: sessionId } });
    expect(payment).toMatchObject({
      status: "completed",
      simulated: true,
      credits: 3,
      userEmail: user.email,
      amountCents: 1999,
    });
    expect(
      await db.processedStripeEvent.count({ where: { type: "checkout.session.completed" } }),
    ).toBeGreaterThan(0);
    const receipt = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, purpose: "receipt" } });
    expect(receipt.text).toContain("simulated payment");
  });

  it("a simulated subscription can be bought and then cancelled at the period end", async () => {
    useAppEnv("development");
    const { user, token } = await signedInUser();
    const started = await checkout(token, { plan_type: "subscription", plan_details: { type: "yearly" } });
    expect((await confirm(token, started.body.session_id as string)).body).toMatchObject({
      subscription_status: "active",
    });
    expect(await profile(token)).toMatchObject({
      subscription_status: "active",
      cancel_at_period_end: false,
    });
    expect((await cancel(token)).status).toBe(200);
    expect(await profile(token)).toMatchObject({ subscription_status: "active", cancel_at_period_end: true });
    const plans = (await db.payment.findMany({ where: { userId: user.id } })).map((p) => p.planType).sort();
    expect(plans).toEqual(["subscription", "subscription_cancellation"]);
  });

  it("in production without Stripe keys there is no simulated checkout, page or signature", async () => {
    useAppEnv("development");
    const { user, token } = await signedInUser();
    const started = await checkout(token, { plan_type: "credits", plan_details: { credits: 3 } });
    const sessionId = started.body.session_id as string;

    useAppEnv("production");
    expect((await checkout(token, { plan_type: "credits", plan_details: { credits: 1 } })).status).toBe(503);
    const refused = await confirm(token, sessionId);
    expect(refused.status).toBe(404);
    expect((await confirm(undefined, sessionId)).status).toBe(404);
    await expect(
      SimulatedCheckoutPage({ searchParams: Promise.resolve({ session: sessionId }) }),
    ).rejects.toMatchObject({ digest: expect.stringContaining("404") });

    const event = buildStripeEvent("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      amount_total: 1999,
      currency: "eur",
      metadata: { user_id: user.id, plan_type: "3_credits", credits: "3" },
    });
    const { payload, signature } = signStripeEvent(event, simulationWebhookSecret());
    const delivered = await call(webhook, "/api/stripe/webhook", {
      method: "POST",
      body: payload,
      headers: { "stripe-signature": signature },
    });
    expect(delivered.status).toBe(404);
    expect((await userRow(user.id)).credits).toBe(0);
  });
});

const cancel = (token: string) =>
  call(cancelRoute, "/api/subscription/cancel", { json: { cancel_type: "end_of_period" }, bearer: token });
