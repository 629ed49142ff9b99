import { describe, expect, it } from "vitest";
import { CONSOLE_TABS, consoleTabHref, selectedConsoleTab } from "@/lib/admin/console-tabs";
import { monthlyRecurringRevenue } from "@/lib/admin/dashboard";

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
    expect(monthlyRecurringRevenue(0, { subscription_price: 7.99 })).toBe(0);
    expect(monthlyRecurringRevenue(3, { subscription_price: 7.99 })).toBe(23.97);
    expect(monthlyRecurringRevenue(1000, { subscription_price: 4.5 })).toBe(4500);
  });
});
