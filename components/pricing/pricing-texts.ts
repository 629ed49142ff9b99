// Texts of /pricing that the page and its tests share (spec sections 2 and 8).

/** Spec section 8: any failure to start a checkout. */
export const PAYMENT_FAILED = "Payment processing failed. Please try again.";
/** Where a subscriber asking for another subscription is sent (the checkout endpoint answers the same). */
export const SUBSCRIPTION_ACTIVE_URL = "/account?message=subscription_active";
export const PRICING_HEADING = "Simple pricing for clear answers";
export const PREMIUM_PLAN = "Premium Unlimited";
export const PAY_PER_USE_PLAN = "Pay Per Use";
