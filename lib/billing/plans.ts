import { unprocessable } from "@/lib/errors/http-error";
import { CREDIT_PACKAGES, type CreditPackage, type Settings } from "@/lib/settings/schema";
import { decimalEuros } from "./money";
import type { CheckoutRequest } from "./schemas";

// What a checkout sells, priced from the settings on the server: the request
// only chooses the plan, never its price, quantity or currency.

export const CURRENCY = "EUR";
export const CREDIT_PACKAGE_REQUIRED = "Credit packages are 1, 3 or 10 credits";

export type Plan = {
  planType: "subscription" | CreditPackage;
  mode: "payment" | "subscription";
  credits: number;
  amountCents: number;
  currency: typeof CURRENCY;
  description: string;
};

export function subscriptionPlan(settings: Settings): Plan {
  const monthlyCents = settings.subscription_price_cents;
  return {
    planType: "subscription",
    mode: "subscription",
    credits: 0,
    // Billed yearly at 12 times the monthly price.
    amountCents: monthlyCents * 12,
    currency: CURRENCY,
    description: `SkinSight Premium, yearly (12 x ${decimalEuros(monthlyCents)} EUR)`,
  };
}

export function creditPlan(pkg: CreditPackage, settings: Settings): Plan {
  const credits = CREDIT_PACKAGES[pkg];
  return {
    planType: pkg,
    mode: "payment",
    credits,
    amountCents: settings.credit_prices_cents[pkg],
    currency: CURRENCY,
    description: `${credits} SkinSight credit${credits === 1 ? "" : "s"}`,
  };
}

const PACKAGE_BY_COUNT = new Map<number, CreditPackage>(
  Object.entries(CREDIT_PACKAGES).map(([pkg, count]) => [count, pkg as CreditPackage]),
);

/** Whether a plan_type (of a request, or of a checkout's metadata) is a credit package. */
export function isCreditPackage(value: unknown): value is CreditPackage {
  return typeof value === "string" && value in CREDIT_PACKAGES;
}

/** The plan a checkout request asks for; a package other than 1, 3 or 10 credits is refused. */
export function resolvePlan(request: CheckoutRequest, settings: Settings): Plan {
  if (request.plan_type === "subscription") return subscriptionPlan(settings);
  if (isCreditPackage(request.plan_type)) return creditPlan(request.plan_type, settings);
  const details = request.plan_details ?? {};
  if (isCreditPackage(details.package)) return creditPlan(details.package, settings);
  const pkg = details.credits === undefined ? undefined : PACKAGE_BY_COUNT.get(details.credits);
  if (!pkg) throw unprocessable(CREDIT_PACKAGE_REQUIRED);
  return creditPlan(pkg, settings);
}
