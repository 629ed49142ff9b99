import { z } from "zod";
import { SubscriptionStatus } from "@/lib/generated/prisma/enums";
import { isoTime } from "@/lib/openapi/shapes";

// The answers of the checkout and subscription routes: route() checks the handlers against them
// and the OpenAPI document shows them.

export const CheckoutStarted = z.object({
  checkout_url: z.string(),
  session_id: z.string().nullable(),
  already_subscribed: z.boolean(),
});

export const SimulatedCheckoutConfirmed = z.object({
  success: z.boolean(),
  credits: z.number().int(),
  credits_expires_at: isoTime.nullable(),
  subscription_status: z.enum(SubscriptionStatus),
  redirect_url: z.string(),
});

export const SubscriptionChanged = z.object({ success: z.boolean(), message: z.string() });

/** What POST /api/stripe/webhook tells Stripe: received, and whether it was a repeat or not for us. */
export const WebhookReceived = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
  ignored: z.literal(true).optional(),
});
