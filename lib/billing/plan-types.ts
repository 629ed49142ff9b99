import type { PaymentPlanType } from "@/lib/generated/prisma/client";

// A payment's plan_type as the spec and the database name it, and as Prisma does: a Prisma enum
// value cannot start with a digit, so the credit packs are credits_1, credits_3 and credits_10 in
// TypeScript (schema.prisma maps them to 1_credit, 3_credits and 10_credits).

const SPEC_NAMES = {
  subscription: "subscription",
  subscription_cancellation: "subscription_cancellation",
  subscription_reactivation: "subscription_reactivation",
  credits_1: "1_credit",
  credits_3: "3_credits",
  credits_10: "10_credits",
} as const satisfies Record<PaymentPlanType, string>;

/** The spec's names of what a payment was for. */
export type PlanTypeName = (typeof SPEC_NAMES)[PaymentPlanType];
/** The same names, for the answers' schemas. */
export const PLAN_TYPE_NAMES = Object.values(SPEC_NAMES);

const STORED = new Map(
  (Object.entries(SPEC_NAMES) as [PaymentPlanType, PlanTypeName][]).map(([stored, name]) => [name, stored]),
);

/** The plan_type of the JSON answers: "1_credit", "subscription", ... */
export function planTypeName(planType: PaymentPlanType): PlanTypeName {
  return SPEC_NAMES[planType];
}

/** The stored value of a plan the spec names. */
export function storedPlanType(name: PlanTypeName): PaymentPlanType {
  return STORED.get(name)!;
}

/** The stored plan types whose spec name contains `text`, ignoring case (the console's search). */
export function planTypesMatching(text: string): PaymentPlanType[] {
  const wanted = text.toLowerCase();
  return [...STORED].filter(([name]) => name.includes(wanted)).map(([, stored]) => stored);
}
