import Stripe from "stripe";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { forbidden, notFound } from "@/lib/errors/http-error";
import type { Logger } from "@/lib/log";
import { usableCredits } from "./entitlements";
import { decimalEuros } from "./money";
import { paymentProvider } from "./payment-provider";
import { planTypeName } from "./plan-types";
import { subscriptionStatusAt } from "./subscription-status";
import { checkoutCompletedEvent } from "./simulated-events";
import { receiveStripeWebhook } from "./webhook";

// Development without a Stripe key: the checkout URL is a page of the app that
// says it is a simulation, and confirming it sends a signed
// checkout.session.completed through the same webhook code as Stripe's.

export const NOT_YOUR_CHECKOUT = "This checkout belongs to another account";

export type SimulatedCheckoutView = {
  session_id: string;
  plan_type: string;
  description: string;
  amount: string;
  currency: string;
  credits: number;
  status: string;
  success_url: string;
  cancel_url: string;
};

export async function simulatedCheckoutAvailable(): Promise<boolean> {
  return (await paymentProvider()).mode === "simulated";
}

const successUrl = (planType: string, sessionId: string) =>
  `/account?message=${planType === "subscription" ? "subscription_success" : "payment_success"}&session_id=${sessionId}`;

async function simulatedSession(sessionId: string) {
  if (!(await simulatedCheckoutAvailable())) throw notFound();
  const payment = await db.payment.findUnique({ where: { stripeSessionId: sessionId } });
  if (!payment?.simulated) throw notFound("No such checkout session");
  return payment;
}

/** What the simulated checkout page shows: the plan and the price the server set. */
export async function simulatedCheckoutView(sessionId: string): Promise<SimulatedCheckoutView> {
  const payment = await simulatedSession(sessionId);
  const planType = planTypeName(payment.planType);
  return {
    session_id: sessionId,
    plan_type: planType,
    description: payment.description ?? planType,
    amount: decimalEuros(payment.amountCents),
    currency: payment.currency,
    credits: payment.credits,
    status: payment.status,
    success_url: successUrl(planType, sessionId),
    cancel_url: "/account?message=payment_cancelled",
  };
}

/**
 * Confirms a simulated checkout of the signed-in user: the event is signed with
 * the simulation's webhook secret and verified and applied like Stripe's.
 * Confirming twice pays once. Answers the balance and subscription after.
 */
export async function confirmSimulatedCheckout(user: User, sessionId: string, log: Logger) {
  const payment = await simulatedSession(sessionId);
  if (payment.userId !== user.id) throw forbidden(NOT_YOUR_CHECKOUT);
  if (payment.status !== "completed") {
    const provider = await paymentProvider();
    if (provider.mode !== "simulated") throw notFound();
    const payload = JSON.stringify(
      checkoutCompletedEvent({
        sessionId,
        planType: planTypeName(payment.planType),
        amountCents: payment.amountCents,
        currency: payment.currency,
        email: payment.userEmail,
        credits: payment.credits,
        userId: user.id,
      }),
    );
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: provider.webhookSecret });
    await receiveStripeWebhook(payload, signature, log);
  }
  const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
  return {
    success: true,
    credits: usableCredits(after),
    credits_expires_at: after.creditsExpiresAt?.toISOString() ?? null,
    subscription_status: subscriptionStatusAt(after),
    redirect_url: successUrl(planTypeName(payment.planType), sessionId),
  };
}
