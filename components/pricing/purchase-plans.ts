import { eurosFromCents } from "@/lib/billing/money";
import type { CreditPackage } from "@/lib/settings/schema";

// What a purchase button asks POST /api/create-checkout-session for. The price
// travels only for the record (spec section 7), in euros: the server prices every plan.

export type PurchasePlan =
  | { plan_type: "subscription"; plan_details: { type: "yearly"; price: number } }
  | {
      plan_type: "credits";
      plan_details: { type: "credits"; package: CreditPackage; credits: number; price: number };
    };

export const subscriptionPurchase = (monthlyCents: number): PurchasePlan => ({
  plan_type: "subscription",
  plan_details: { type: "yearly", price: eurosFromCents(monthlyCents) },
});

export const creditPurchase = (pkg: CreditPackage, credits: number, priceCents: number): PurchasePlan => ({
  plan_type: "credits",
  plan_details: { type: "credits", package: pkg, credits, price: eurosFromCents(priceCents) },
});

/** One name per plan, for the button that is busy and for tests. */
export const purchaseKey = (plan: PurchasePlan) =>
  plan.plan_type === "subscription" ? "subscription" : plan.plan_details.package;
