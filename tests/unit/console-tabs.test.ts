import { describe, expect, it } from "vitest";
import { CONSOLE_TABS, consoleTabHref, selectedConsoleTab } from "@/lib/admin/console-tabs";
import { monthlyRecurringRevenueCents } from "@/lib/admin/dashboard";

describe("the console's tabs", () => {
  it("are the spec's tabs in its order, then the audit trail", () => {
    expect(CONSOLE_TABS.map((tab) => tab.id)).toEqual([
      "dashboard",
      "users",
      "reports",
      "payments",
      "featured",
      "hero-carousel",
      "reviews",
      "api-keys",
      "prompts",
      "settings",
      "integrations",
      "vouchers",
      "maintenance",
      "audit",
    ]);
  });

  it("live in the URL", () => {
    expect(consoleTabHref("users")).toBe("/admin?tab=users");
    expect(consoleTabHref("dashboard")).toBe("/admin?tab=dashboard");
  });

  const built = ["dashboard", "users", "audit"] as const;
  it.each([
    ["users", "users"],
    ["audit", "audit"],
    [undefined, "dashboard"],
    ["", "dashboard"],
    ["nonsense", "dashboard"],
    ["USERS", "dashboard"],
    ["vouchers", "dashboard"], // a tab of the spec that is not built yet
    [["users", "audit"], "dashboard"], // ?tab= given twice
  ])("?tab=%j opens %s", (value, expected) => {
    expect(selectedConsoleTab(value, built)).toBe(expected);
  });
});

describe("monthly recurring revenue", () => {
  it("is active subscriptions times the monthly subscription price", () => {
    expect(monthlyRecurringRevenueCents(0, { subscription_price_cents: 799 })).toBe(0);
    expect(monthlyRecurringRevenueCents(3, { subscription_price_cents: 799 })).toBe(2397);
    expect(monthlyRecurringRevenueCents(1000, { subscription_price_cents: 450 })).toBe(450_000);
  });
});
