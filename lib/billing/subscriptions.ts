import { db } from "@/lib/db";
import type { Prisma, SubscriptionStatus, User } from "@/lib/generated/prisma/client";
import { HttpError, badRequest } from "@/lib/errors/http-error";
import { logger } from "@/lib/log";
import { currentGateway, type SubscriptionSnapshot } from "./gateway";
import { CURRENCY } from "./plans";
import { subscriptionStatusAt } from "./subscription-status";

// Subscription state on the user row always comes from the provider's current
// view of the subscription (a snapshot), so the order in which webhooks and
// API answers arrive does not matter.

export const CANCELLED_IMMEDIATELY = "Subscription cancelled immediately. Your access has been revoked.";
export const CANCELLED_AT_PERIOD_END = "Subscription will be cancelled at the end of your billing period.";
export const CANCEL_FAILED = "Failed to cancel subscription. Please try again.";
export const REACTIVATED =
  "Subscription reactivated successfully! Your subscription will now renew automatically.";
export const REACTIVATE_FAILED = "Failed to reactivate subscription";
export const NO_ACTIVE_SUBSCRIPTION = "No active subscription found";
export const NOT_SET_TO_CANCEL = "Your subscription is not set to cancel, so there is nothing to reactivate.";

export type CancelType = "end_of_period" | "immediate";

/** Locks and reads a user row inside a transaction, so concurrent events apply one after the other. */
export async function lockUser(tx: Prisma.TransactionClient, userId: string): Promise<User | null> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  return tx.user.findUnique({ where: { id: userId } });
}

/** The user a subscription belongs to: its metadata, else whoever holds its id or its customer. */
export async function subscriptionOwnerId(snapshot: SubscriptionSnapshot): Promise<string | undefined> {
  if (snapshot.userId) return snapshot.userId;
  const user = await db.user.findFirst({
    where: {
      OR: [
        { stripeSubscriptionId: snapshot.id },
        ...(snapshot.customerId ? [{ stripeCustomerId: snapshot.customerId }] : []),
      ],
    },
    select: { id: true },
  });
  return user?.id;
}

type StoredSubscription = {
  subscriptionStatus: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  subscriptionExpiresAt: Date | null;
  subscriptionEnd: Date | null;
};

const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);
const ENDED_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired", "paused"]);

/** The user fields a snapshot stands for, or null for a subscription not started yet (incomplete). */
export function storedSubscription(snapshot: SubscriptionSnapshot, now: Date): StoredSubscription | null {
  const periodEnd = snapshot.currentPeriodEnd;
  if (LIVE_STATUSES.has(snapshot.status)) {
    return {
      subscriptionStatus: "active",
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      currentPeriodEnd: periodEnd,
      subscriptionExpiresAt: periodEnd,
      subscriptionEnd: snapshot.cancelAtPeriodEnd ? (snapshot.cancelAt ?? periodEnd) : null,
    };
  }
  if (!ENDED_STATUSES.has(snapshot.status)) return null;
  const endedAt = snapshot.endedAt ?? now;
  // Ending at the period end is the natural expiry of a subscription set to cancel.
  const expired = !periodEnd || endedAt >= periodEnd;
  return {
    subscriptionStatus: expired ? "expired" : "canceled",
    cancelAtPeriodEnd: false,
    currentPeriodEnd: periodEnd,
    subscriptionExpiresAt: endedAt,
    subscriptionEnd: endedAt,
  };
}

type Change = "subscription_cancellation" | "subscription_reactivation";

/** A cancellation or reactivation that this snapshot makes, compared with what was stored. */
function changeOf(user: User, next: StoredSubscription): { planType: Change; description: string } | null {
  if (user.subscriptionStatus !== "active") return null;
  if (next.subscriptionStatus === "canceled") {
    return { planType: "subscription_cancellation", description: "Subscription cancelled immediately" };
  }
  if (next.subscriptionStatus !== "active") return null;
  if (!user.cancelAtPeriodEnd && next.cancelAtPeriodEnd) {
    return {
      planType: "subscription_cancellation",
      description: "Subscription set to cancel at the end of the billing period",
    };
  }
  if (user.cancelAtPeriodEnd && !next.cancelAtPeriodEnd) {
    return { planType: "subscription_reactivation", description: "Subscription reactivated" };
  }
  return null;
}

/**
 * Writes the snapshot onto the (locked) user row and records a cancellation or
 * reactivation Payment when the snapshot makes one. Whoever applies a change
 * first records it: the API call or its webhook, never both.
 */
export async function applySubscriptionSnapshot(
  tx: Prisma.TransactionClient,
  user: User,
  snapshot: SubscriptionSnapshot,
  now: Date = new Date(),
): Promise<void> {
  const next = storedSubscription(snapshot, now);
  if (!next) return;
  const sameSubscription = user.stripeSubscriptionId === snapshot.id;
  // An old subscription that ended must not overwrite the newer one the user holds.
  if (!sameSubscription && user.stripeSubscriptionId && next.subscriptionStatus !== "active") return;

  const change = sameSubscription ? changeOf(user, next) : null;
  await tx.user.update({
    where: { id: user.id },
    data: {
      ...next,
      stripeSubscriptionId: snapshot.id,
      ...(snapshot.customerId && !user.stripeCustomerId ? { stripeCustomerId: snapshot.customerId } : {}),
    },
  });
  if (change) {
    await tx.payment.create({
      data: {
        userId: user.id,
        userEmail: user.email,
        planType: change.planType,
        amountCents: 0,
        currency: CURRENCY,
        status: "completed",
        credits: 0,
        description: change.description,
        simulated: snapshot.id.startsWith("sub_sim_"),
      },
    });
  }
}

async function applyToUser(userId: string, snapshot: SubscriptionSnapshot): Promise<void> {
  await db.$transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user) await applySubscriptionSnapshot(tx, user, snapshot);
  });
}

function activeSubscriptionId(user: User, now: Date): string {
  if (subscriptionStatusAt(user, now) !== "active" || !user.stripeSubscriptionId) {
    throw badRequest(NO_ACTIVE_SUBSCRIPTION);
  }
  return user.stripeSubscriptionId;
}

/** POST /subscription/cancel: at the period end (access kept until then) or at once. */
export async function cancelSubscription(user: User, cancelType: CancelType, now: Date = new Date()) {
  const id = activeSubscriptionId(user, now);
  const gateway = await currentGateway();
  let snapshot: SubscriptionSnapshot;
  try {
    snapshot =
      cancelType === "immediate" ? await gateway.cancelNow(id) : await gateway.setCancelAtPeriodEnd(id, true);
  } catch (error) {
    logger.error({ err: error, subscription: id }, "cancelling the subscription failed at the provider");
    throw new HttpError(502, CANCEL_FAILED);
  }
  await applyToUser(user.id, snapshot);
  return {
    success: true,
    message: cancelType === "immediate" ? CANCELLED_IMMEDIATELY : CANCELLED_AT_PERIOD_END,
  };
}

/** POST /subscription/reactivate: undoes a cancel at the period end while the period runs. */
export async function reactivateSubscription(user: User, now: Date = new Date()) {
  const id = activeSubscriptionId(user, now);
  if (!user.cancelAtPeriodEnd) throw badRequest(NOT_SET_TO_CANCEL);
  const gateway = await currentGateway();
  let snapshot: SubscriptionSnapshot;
  try {
    snapshot = await gateway.setCancelAtPeriodEnd(id, false);
  } catch (error) {
    logger.error({ err: error, subscription: id }, "reactivating the subscription failed at the provider");
    throw new HttpError(502, REACTIVATE_FAILED);
  }
  await applyToUser(user.id, snapshot);
  return { success: true, message: REACTIVATED };
}
