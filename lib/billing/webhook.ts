import Stripe from "stripe";
import { db } from "@/lib/db";
import { HttpError, badRequest, notFound } from "@/lib/errors/http-error";
import type { Logger } from "@/lib/log";
import { gatewayFor } from "./gateway";
import { paymentProvider } from "./payment-provider";
import { STRIPE_EVENT_HANDLERS } from "./stripe-events";
import type { StripeEventContext } from "./stripe-events/types";

export const INVALID_SIGNATURE = "Invalid signature";
export const MISSING_SIGNATURE = "Missing Stripe-Signature header";
export const WEBHOOK_NOT_CONFIGURED = "Stripe webhook secret is not configured";

/** Stripe's default: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * POST /api/stripe/webhook: verifies the signature on the raw body with the
 * webhook secret in force, then hands the event to its handler. Nothing is read
 * from an unverified body.
 */
export async function receiveStripeWebhook(
  rawBody: string,
  signature: string | null,
  log: Logger,
): Promise<{ received: true; duplicate?: true; ignored?: true }> {
  const provider = await paymentProvider();
  if (provider.mode === "unavailable") throw notFound();
  const secret = provider.mode === "stripe" ? provider.keys.webhookSecret : provider.webhookSecret;
  if (!secret) {
    log.error("a Stripe webhook arrived but no webhook secret is configured");
    throw new HttpError(503, WEBHOOK_NOT_CONFIGURED);
  }
  if (!signature) throw badRequest(MISSING_SIGNATURE);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw badRequest(INVALID_SIGNATURE);
  }

  const handler = STRIPE_EVENT_HANDLERS[event.type];
  if (!handler) return { received: true, ignored: true };
  // A redelivery of an applied event skips the provider calls; applyOnce still decides.
  if (await db.processedStripeEvent.findUnique({ where: { id: event.id } })) {
    return { received: true, duplicate: true };
  }
  const ctx: StripeEventContext = {
    event,
    gateway: gatewayFor(provider),
    log,
    applyOnce: (effect) =>
      db.$transaction(async (tx) => {
        const { count } = await tx.processedStripeEvent.createMany({
          data: [{ id: event.id, type: event.type }],
          skipDuplicates: true,
        });
        return count === 0 ? undefined : effect(tx);
      }),
  };
  await handler(ctx);
  log.info({ event_id: event.id, type: event.type }, "stripe event handled");
  return { received: true };
}
