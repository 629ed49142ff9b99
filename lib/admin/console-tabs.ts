// The console's tabs in the spec's order (admin-console.md section 2), plus the audit trail
// (beyond the spec). Pure, so the page, its navigation and the tests share one list.

export const CONSOLE_TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "users", label: "Users" },
  { id: "reports", label: "Reports" },
  { id: "payments", label: "Payments" },
  { id: "featured", label: "Featured" },
  { id: "hero-carousel", label: "Hero carousel" },
  { id: "reviews", label: "Reviews" },
  { id: "api-keys", label: "API keys" },
  { id: "prompts", label: "Prompts" },
  { id: "settings", label: "Settings" },
  { id: "integrations", label: "Integrations" },
  { id: "vouchers", label: "Vouchers" },
  { id: "maintenance", label: "Maintenance" },
  { id: "audit", label: "Audit trail" },
] as const;

export type ConsoleTab = (typeof CONSOLE_TABS)[number];
export type ConsoleTabId = ConsoleTab["id"];

export const DEFAULT_CONSOLE_TAB: ConsoleTabId = "dashboard";

/** The console's address for a tab; the tab lives in the URL so a reload or a shared link opens it again. */
export function consoleTabHref(id: ConsoleTabId): string {
  return `/admin?tab=${id}`;
}

/** The tab that `?tab=` names among `available`, else the dashboard (unknown, missing or repeated). */
export function selectedConsoleTab(value: unknown, available: readonly ConsoleTabId[]): ConsoleTabId {
  return available.find((id) => id === value) ?? DEFAULT_CONSOLE_TAB;
}
