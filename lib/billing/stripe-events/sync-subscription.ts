import { lockUser, applySubscriptionSnapshot, subscriptionOwnerId } from "../subscriptions";
import type { StripeEventContext } from "./types";

/** Applies the subscription as Stripe has it now, whatever the event's own copy says. */
export async function syncSubscription(ctx: StripeEventContext, subscriptionId: string): Promise<void> {
  const snapshot = await ctx.gateway.retrieveSubscription(subscriptionId);
  const userId = await subscriptionOwnerId(snapshot);
  if (!userId) {
    ctx.log.warn({ event_id: ctx.event.id, subscription: subscriptionId }, "subscription of no known user");
    return;
  }
  await ctx.applyOnce(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user) await applySubscriptionSnapshot(tx, user, snapshot);
  });
}
