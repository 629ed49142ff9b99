import { checkoutSessionCompleted } from "./checkout-session-completed";
import { customerSubscriptionDeleted } from "./customer-subscription-deleted";
import { customerSubscriptionUpdated } from "./customer-subscription-updated";
import { invoicePaymentSucceeded } from "./invoice-payment-succeeded";
import type { StripeEventHandler } from "./types";

/** The Stripe events the app acts on; any other type is acknowledged and ignored. */
export const STRIPE_EVENT_HANDLERS: Record<string, StripeEventHandler> = {
  "checkout.session.completed": checkoutSessionCompleted,
  "invoice.payment_succeeded": invoicePaymentSucceeded,
  "customer.subscription.updated": customerSubscriptionUpdated,
  "customer.subscription.deleted": customerSubscriptionDeleted,
};
