import type Stripe from "stripe";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Logger } from "@/lib/log";
import type { PaymentGateway } from "../gateway";

export type StripeEventContext = {
  event: Stripe.Event;
  gateway: PaymentGateway;
  log: Logger;
  /**
   * Runs `effect` in the transaction that records the event id, first thing:
   * a second delivery (even a concurrent one) finds the id taken and changes
   * nothing. Returns undefined for an event already applied.
   */
  applyOnce<T>(effect: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T | undefined>;
};

/** One handler per event type: read what it needs from the provider, then applyOnce. */
export type StripeEventHandler = (ctx: StripeEventContext) => Promise<void>;
