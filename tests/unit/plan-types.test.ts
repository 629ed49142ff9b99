import { describe, expect, it } from "vitest";
import { planTypeName, planTypesMatching, storedPlanType } from "@/lib/billing/plan-types";

describe("a payment's plan_type", () => {
  it("is the spec's name in answers and Prisma's in the database client, both ways", () => {
    expect(planTypeName("credits_1")).toBe("1_credit");
    expect(planTypeName("credits_10")).toBe("10_credits");
    expect(planTypeName("subscription_reactivation")).toBe("subscription_reactivation");
    for (const name of [
      "1_credit",
      "3_credits",
      "10_credits",
      "subscription",
      "subscription_cancellation",
    ] as const) {
      expect(planTypeName(storedPlanType(name))).toBe(name);
    }
  });

  it("is found by any part of its spec name, ignoring case", () => {
    expect(planTypesMatching("CREDIT")).toEqual(["credits_1", "credits_3", "credits_10"]);
    expect(planTypesMatching("_")).toEqual([
      "subscription_cancellation",
      "subscription_reactivation",
      "credits_1",
      "credits_3",
      "credits_10",
    ]);
    expect(planTypesMatching("%")).toEqual([]);
  });
});
