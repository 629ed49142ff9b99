import type Stripe from "stripe";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/errors/http-error";
import { createStripeClient } from "@/lib/providers/stripe";
import { PAYMENTS_UNAVAILABLE, paymentProvider, type PaymentProvider } from "./payment-provider";
import { storedPlanType } from "./plan-types";
import type { Plan } from "./plans";
import { simulatedId } from "./simulated-events";

// The few provider calls billing makes, behind one interface: the real Stripe
// API, or the local simulation used in development when no key is configured.

/** A subscription as the provider has it now; events are applied from this, not from their payload. */
export type SubscriptionSnapshot = {
  id: string;
  customerId: string | null;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, ... */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  endedAt: Date | null;
  /** metadata.user_id, set at checkout. */
  userId: string | undefined;
};

export type CheckoutSessionRequest = {
  user: Pick<User, "id" | "email" | "stripeCustomerId">;
  plan: Plan;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
};

export interface PaymentGateway {
  readonly simulated: boolean;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  cancelNow(id: string): Promise<SubscriptionSnapshot>;
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  // The period lives on the items since API 2025-03-31; all items share it here.
  const periodEnd = subscription.items.data.reduce<number | null>(
    (latest, item) => Math.max(latest ?? 0, item.current_period_end),
    null,
  );
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: fromUnix(periodEnd),
    cancelAt: fromUnix(subscription.cancel_at),
    endedAt: fromUnix(subscription.ended_at),
    userId: subscription.metadata.user_id,
  };
}

export class StripeGateway implements PaymentGateway {
  readonly simulated = false;
  constructor(readonly stripe: Stripe) {}

  async createCheckoutSession({ user, plan, metadata, successUrl, cancelUrl }: CheckoutSessionRequest) {
    const customer = await this.customerFor(user);
    const session = await this.stripe.checkout.sessions.create({
      mode: plan.mode,
      customer,
      client_reference_id: user.id,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: plan.currency.toLowerCase(),
            unit_amount: plan.amountCents,
            product_data: { name: plan.description },
            ...(plan.mode === "subscription" ? { recurring: { interval: "year" as const } } : {}),
          },
        },
      ],
      metadata,
      ...(plan.mode === "subscription" ? { subscription_data: { metadata } } : {}),
      success_url: successUrl,
      cancel_url: cancelUrl,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  /** One Stripe customer per user, created on the first checkout. */
  private async customerFor(user: CheckoutSessionRequest["user"]): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    // The idempotency key makes two concurrent first checkouts share one customer.
    const customer = await this.stripe.customers.create(
      { email: user.email, metadata: { user_id: user.id } },
      { idempotencyKey: `customer-for-user-${user.id}` },
    );
    await db.user.updateMany({
      where: { id: user.id, stripeCustomerId: null },
      data: { stripeCustomerId: customer.id },
    });
    return customer.id;
  }

  async retrieveSubscription(id: string) {
    return snapshotOf(await this.stripe.subscriptions.retrieve(id));
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    return snapshotOf(await this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
  }

  async cancelNow(id: string) {
    return snapshotOf(await this.stripe.subscriptions.cancel(id));
  }
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Development without a Stripe key. A checkout session is a pending simulated
 * Payment; a simulated subscription's state is the user row it was applied to.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly simulated = true;

  async createCheckoutSession({ user, plan }: CheckoutSessionRequest) {
    const id = simulatedId("cs");
    await db.payment.create({
      data: {
        userId: user.id,
        userEmail: user.email,
        planType: storedPlanType(plan.planType),
        amountCents: plan.amountCents,
        currency: plan.currency,
        status: "pending",
        credits: plan.credits,
        description: plan.description,
        stripeSessionId: id,
        simulated: true,
      },
    });
    return { id, url: `/checkout/simulated?session=${id}` };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot> {
    const user = await db.user.findUnique({ where: { stripeSubscriptionId: id } });
    if (!user) {
      // Not applied yet: a subscription that has just been bought.
      const now = Date.now();
      return {
        id,
        customerId: null,
        status: "active",
        cancelAtPeriodEnd: false,
        currentPeriodEnd: new Date(now + YEAR_MS),
        cancelAt: null,
        endedAt: null,
        userId: undefined,
      };
    }
    const stored = user.subscriptionStatus;
    return {
      id,
      customerId: null,
      status: stored === "active" ? "active" : "canceled",
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      currentPeriodEnd: user.currentPeriodEnd,
      cancelAt: user.cancelAtPeriodEnd ? user.currentPeriodEnd : null,
      endedAt: stored === "active" ? null : user.subscriptionExpiresAt,
      userId: user.id,
    };
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    const current = await this.retrieveSubscription(id);
    return { ...current, cancelAtPeriodEnd: cancel, cancelAt: cancel ? current.currentPeriodEnd : null };
  }

  async cancelNow(id: string) {
    const current = await this.retrieveSubscription(id);
    return { ...current, status: "canceled", cancelAtPeriodEnd: false, cancelAt: null, endedAt: new Date() };
  }
}

export function gatewayFor(provider: PaymentProvider): PaymentGateway {
  switch (provider.mode) {
    case "stripe":
      return new StripeGateway(createStripeClient(provider.keys.secretKey));
    case "simulated":
      return new SimulatedGateway();
    case "unavailable":
      throw new HttpError(503, PAYMENTS_UNAVAILABLE);
  }
}

/** The gateway of the provider in force. */
export async function currentGateway(): Promise<PaymentGateway> {
  return gatewayFor(await paymentProvider());
}
