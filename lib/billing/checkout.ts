import { LOGIN_FIRST } from "@/lib/analysis/permissions";
import { env } from "@/lib/config/env";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { localizedHref, localizedPath } from "@/lib/i18n/paths";
import type { User } from "@/lib/generated/prisma/client";
import { HttpError, unauthorized } from "@/lib/errors/http-error";
import { logger } from "@/lib/log";
import { getSettings } from "@/lib/settings";
import { currentGateway } from "./gateway";
import { resolvePlan } from "./plans";
import type { CheckoutRequest } from "./schemas";
import { subscriptionStatusAt } from "./subscription-status";

import { PAYMENT_FAILED, SUBSCRIPTION_ACTIVE_URL } from "./texts";

export { PAYMENT_FAILED, SUBSCRIPTION_ACTIVE_URL };

export type CheckoutAnswer = { checkout_url: string; session_id: string | null; already_subscribed: boolean };

/** The signed-in user of a money endpoint, with the spec's 'Please login first' otherwise. */
export function requireBuyer(user: User | null): User {
  if (!user) throw unauthorized(LOGIN_FIRST);
  return user;
}

/**
 * POST /create-checkout-session: a Stripe Checkout (or, in development without a
 * key, a simulated one) for the chosen plan at the server's price.
 */
export async function createCheckoutSession(
  user: User,
  request: CheckoutRequest,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CheckoutAnswer> {
  const plan = resolvePlan(request, await getSettings());
  if (plan.mode === "subscription" && subscriptionStatusAt(user) === "active") {
    return {
      checkout_url: localizedHref(SUBSCRIPTION_ACTIVE_URL, locale),
      session_id: null,
      already_subscribed: true,
    };
  }
  const gateway = await currentGateway();
  // The buyer comes back to their account page in the language they bought in.
  const account = `${env().APP_URL}${localizedPath("/account", locale)}`;
  const success = plan.mode === "subscription" ? "subscription_success" : "payment_success";
  try {
    const session = await gateway.createCheckoutSession({
      user,
      plan,
      metadata: { user_id: user.id, plan_type: plan.planType, credits: String(plan.credits) },
      successUrl: `${account}?message=${success}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${account}?message=payment_cancelled`,
    });
    // Stripe's page is its own; the simulation's is ours, opened in the language bought in.
    const checkoutUrl = session.url.startsWith("/") ? localizedHref(session.url, locale) : session.url;
    return { checkout_url: checkoutUrl, session_id: session.id, already_subscribed: false };
  } catch (error) {
    logger.error({ err: error, user_id: user.id, plan: plan.planType }, "creating a checkout session failed");
    throw new HttpError(502, PAYMENT_FAILED);
  }
}
