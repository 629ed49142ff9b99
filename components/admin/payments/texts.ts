// The Payments tab's texts.

export const PAYMENTS_LOAD_FAILED = "Failed to load payments";

/** The spec's plan types (section 3), as people say them. */
export const PLAN_LABELS: Record<string, string> = {
  subscription: "Subscription",
  subscription_cancellation: "Subscription cancellation",
  subscription_reactivation: "Subscription reactivation",
  "1_credit": "1 credit",
  "3_credits": "3 credits",
  "10_credits": "10 credits",
};

export const planLabel = (planType: string) => PLAN_LABELS[planType] ?? planType;
