import type Stripe from "stripe";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getSettings } from "@/lib/settings";
import { CREDIT_PACKAGES } from "@/lib/settings/schema";
import { grantCredits } from "../credits";
import { storedPlanType } from "../plan-types";
import { isCreditPackage } from "../plans";
import { sendReceipt } from "../receipts";
import { applySubscriptionSnapshot, lockUser } from "../subscriptions";
import type { StripeEventHandler } from "./types";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function paymentFields(session: Stripe.Checkout.Session, email: string) {
  return {
    userEmail: email,
    // Stripe's amounts are in the currency's smallest unit: cents of EUR.
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? "eur").toUpperCase(),
    status: "completed" as const,
    stripeSessionId: session.id,
    stripePaymentIntent: idOf(session.payment_intent),
  };
}

/** The Payment of this checkout (or of its first invoice, already recorded by invoice.payment_succeeded). */
function existingPayment(tx: Prisma.TransactionClient, session: Stripe.Checkout.Session) {
  const invoiceId = idOf(session.invoice);
  return tx.payment.findFirst({
    where: { OR: [{ stripeSessionId: session.id }, ...(invoiceId ? [{ stripeInvoiceId: invoiceId }] : [])] },
  });
}

/** A paid checkout: credits granted with their expiry, or the subscription started. */
export const checkoutSessionCompleted: StripeEventHandler = async (ctx) => {
  const session = ctx.event.data.object as Stripe.Checkout.Session;
  if (session.payment_status === "unpaid") return; // delayed payment methods: nothing paid yet
  const userId = session.metadata?.user_id ?? session.client_reference_id;
  if (!userId) {
    ctx.log.warn({ event_id: ctx.event.id, session: session.id }, "checkout of no known user");
    return;
  }
  const planType = session.metadata?.plan_type ?? (session.mode === "subscription" ? "subscription" : "");
  const simulated = session.id.startsWith("cs_sim_");

  if (session.mode === "subscription") {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return;
    const snapshot = await ctx.gateway.retrieveSubscription(subscriptionId);
    const recorded = await ctx.applyOnce(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) return null;
      await applySubscriptionSnapshot(tx, user, snapshot);
      const existing = await existingPayment(tx, session);
      const fields = { ...paymentFields(session, user.email), stripeInvoiceId: idOf(session.invoice) };
      if (existing) {
        const updated = await tx.payment.update({ where: { id: existing.id }, data: fields });
        return existing.status === "completed" ? null : updated;
      }
      return tx.payment.create({
        data: {
          ...fields,
          userId,
          planType: "subscription",
          credits: 0,
          description: "SkinSight Premium, yearly",
          simulated,
        },
      });
    });
    if (recorded) await sendReceipt(recorded, { paidUntil: snapshot.currentPeriodEnd });
    return;
  }

  if (!isCreditPackage(planType)) {
    ctx.log.warn({ event_id: ctx.event.id, session: session.id, planType }, "checkout of an unknown plan");
    return;
  }
  const credits = CREDIT_PACKAGES[planType];
  const settings = await getSettings();
  const granted = await ctx.applyOnce(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) return null;
    const existing = await existingPayment(tx, session);
    // Another event about the same checkout already granted its credits.
    if (existing?.status === "completed") return null;
    const data = {
      ...paymentFields(session, user.email),
      userId,
      planType: storedPlanType(planType),
      credits,
      description: `${credits} SkinSight credit${credits === 1 ? "" : "s"}`,
      simulated,
    };
    const payment = existing
      ? await tx.payment.update({ where: { id: existing.id }, data })
      : await tx.payment.create({ data });
    const { expiresAt } = await grantCredits(tx, userId, credits, {
      reason: "purchase",
      paymentId: payment.id,
      expiryDays: settings.credits_expiry_days,
    });
    return { payment, expiresAt };
  });
  if (granted) await sendReceipt(granted.payment, { creditsExpireAt: granted.expiresAt });
};
