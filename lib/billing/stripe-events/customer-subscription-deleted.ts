import type Stripe from "stripe";
import { syncSubscription } from "./sync-subscription";
import type { StripeEventHandler } from "./types";

/** The subscription ended: canceled before its period end, or expired at it. */
export const customerSubscriptionDeleted: StripeEventHandler = async (ctx) => {
  const subscription = ctx.event.data.object as Stripe.Subscription;
  await syncSubscription(ctx, subscription.id);
};
