import Stripe from "stripe";
import { ConfigError, env } from "../config/env";

/** Pinned so webhook payloads and responses keep one shape until the SDK is upgraded on purpose. */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.StripeConfig["apiVersion"];

/**
 * The Stripe client the app uses. The key defaults to STRIPE_SECRET_KEY; apiBase (default
 * STRIPE_API_BASE, e.g. http://127.0.0.1:4242) redirects every call, for tests and local fakes.
 */
export function createStripeClient(
  secretKey: string | undefined = env().STRIPE_SECRET_KEY,
  apiBase: string | undefined = env().STRIPE_API_BASE,
): Stripe {
  if (!secretKey) throw new ConfigError("STRIPE_SECRET_KEY is not set");
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // A checkout redirect waits on this call; 20 s instead of the SDK's 80 s fails fast enough to show an error.
    timeout: 20_000,
    // Safe to retry: the SDK sends an Idempotency-Key with every POST.
    maxNetworkRetries: 2,
    ...(apiBase ? apiBaseOptions(apiBase) : {}),
  });
}

function apiBaseOptions(apiBase: string): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const url = new URL(apiBase);
  const protocol = url.protocol.slice(0, -1);
  // The SDK always requests /v1/...; a base with its own path would be silently ignored.
  if ((protocol !== "http" && protocol !== "https") || url.pathname !== "/") {
    throw new ConfigError(`STRIPE_API_BASE must be an http(s) origin without a path: ${apiBase}`);
  }
  return { protocol, host: url.hostname, port: url.port || (protocol === "https" ? 443 : 80) };
}
