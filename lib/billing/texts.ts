// Checkout texts shared by the server and the pricing and account pages (no server imports here).

/** Spec section 8: any failure to start a checkout. */
export const PAYMENT_FAILED = "Payment processing failed. Please try again.";
/** Where an already subscribed user asking for a subscription is sent instead of a checkout. */
export const SUBSCRIPTION_ACTIVE_URL = "/account?message=subscription_active";
