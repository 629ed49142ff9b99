import { createHmac } from "node:crypto";
import { env } from "@/lib/config/env";
import { readIntegrationSecrets } from "@/lib/config/integration-secrets";
import { encryptionKey } from "@/lib/config/secrets";

// Which payment provider is in force, decided in one place: the console's
// Stripe keys when stored, else the environment's, else (never in production)
// the local simulation.

export type StripeKeys = {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  source: "console" | "environment";
};

export type PaymentProvider =
  | { mode: "stripe"; keys: StripeKeys }
  | { mode: "simulated"; webhookSecret: string }
  | { mode: "unavailable" };

export const PAYMENTS_UNAVAILABLE = "Payments are not available at the moment. Please try again later.";

/** The Stripe keys in force, or undefined when no secret key is configured anywhere. */
export async function stripeKeys(): Promise<StripeKeys | undefined> {
  const stored = await readIntegrationSecrets("stripe");
  if (stored.secret_key) {
    return {
      secretKey: stored.secret_key,
      publishableKey: stored.publishable_key,
      webhookSecret: stored.webhook_secret,
      source: "console",
    };
  }
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env();
  if (!STRIPE_SECRET_KEY) return undefined;
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    source: "environment",
  };
}

/**
 * The webhook secret of the simulation: derived from the local secret, so only
 * this installation can sign simulated events, and never accepted in production.
 */
export function simulationWebhookSecret(): string {
  return `whsec_sim_${createHmac("sha256", encryptionKey()).update("stripe-simulation").digest("hex")}`;
}

export async function paymentProvider(): Promise<PaymentProvider> {
  const keys = await stripeKeys();
  if (keys) return { mode: "stripe", keys };
  if (env().APP_ENV === "production") return { mode: "unavailable" };
  return { mode: "simulated", webhookSecret: simulationWebhookSecret() };
}
