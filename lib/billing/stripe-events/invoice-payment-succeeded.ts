import type Stripe from "stripe";
import { sendReceipt } from "../receipts";
import { applySubscriptionSnapshot, lockUser, subscriptionOwnerId } from "../subscriptions";
import type { StripeEventHandler } from "./types";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * A subscription invoice was paid (the first one or a renewal): the period is
 * re-read from Stripe and the payment recorded once per invoice, so it does not
 * matter whether this arrives before or after the checkout event.
 */
export const invoicePaymentSucceeded: StripeEventHandler = async (ctx) => {
  const invoice = ctx.event.data.object as Stripe.Invoice;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return; // not a subscription invoice: nothing of ours
  const snapshot = await ctx.gateway.retrieveSubscription(subscriptionId);
  const userId = await subscriptionOwnerId(snapshot);
  if (!userId) {
    ctx.log.warn({ event_id: ctx.event.id, invoice: invoice.id }, "invoice of no known user");
    return;
  }
  const renewal = invoice.billing_reason === "subscription_cycle";
  const recorded = await ctx.applyOnce(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) return null;
    await applySubscriptionSnapshot(tx, user, snapshot);
    if (await tx.payment.findUnique({ where: { stripeInvoiceId: invoice.id } })) return null;
    return tx.payment.create({
      data: {
        userId: user.id,
        userEmail: user.email,
        planType: "subscription",
        amountCents: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        status: "completed",
        credits: 0,
        description: renewal ? "SkinSight Premium, yearly renewal" : "SkinSight Premium, yearly",
        stripeInvoiceId: invoice.id,
        simulated: subscriptionId.startsWith("sub_sim_"),
      },
    });
  });
  if (recorded) await sendReceipt(recorded, { paidUntil: snapshot.currentPeriodEnd, renewal });
};
