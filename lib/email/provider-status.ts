import { env, type Env } from "@/lib/config/env";
import { emailProviderConfigured } from "./index";

// Without a Resend key mail stays in the email_outbox table. In development and tests that is the
// delivery (codes are read from there); in production it means nobody receives a sign-in code, so
// the server warns at start, GET /api/health says so and the console shows a banner until a key
// is set in the environment or in the console's Integrations.

/**
 * How mail leaves this server: `configured` through Resend; `outbox` into the table, as expected
 * outside production; `not_configured` production without a provider, where it reaches nobody.
 */
export type EmailDelivery = "configured" | "outbox" | "not_configured";

export function emailDelivery(providerConfigured: boolean, config: Env = env()): EmailDelivery {
  if (providerConfigured) return "configured";
  return config.APP_ENV === "production" ? "not_configured" : "outbox";
}

/** This server's e-mail delivery now: a key saved in the console counts at once, as for sending. */
export async function currentEmailDelivery(): Promise<EmailDelivery> {
  return emailDelivery(await emailProviderConfigured());
}

export const EMAIL_NOT_CONFIGURED_WARNING =
  "WARNING: APP_ENV=production without an e-mail provider: sign-in codes and every other mail stay " +
  "in the email_outbox table and reach nobody. Set RESEND_API_KEY, or save a Resend key in the " +
  "admin console (Integrations).";
