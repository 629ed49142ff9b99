// Texts of /pricing that the page and its tests share (spec sections 2 and 8).

export { PAYMENT_FAILED, SUBSCRIPTION_ACTIVE_URL } from "@/lib/billing/texts";
export const PRICING_HEADING = "Simple pricing for clear answers";
export const PREMIUM_PLAN = "Premium Unlimited";
export const PAY_PER_USE_PLAN = "Pay Per Use";
