import type Stripe from "stripe";
import { syncSubscription } from "./sync-subscription";
import type { StripeEventHandler } from "./types";

/** Cancel at period end, reactivation, renewal of the period, past due: re-read and applied. */
export const customerSubscriptionUpdated: StripeEventHandler = async (ctx) => {
  const subscription = ctx.event.data.object as Stripe.Subscription;
  await syncSubscription(ctx, subscription.id);
};
