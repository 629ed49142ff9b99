import { CONSOLE_TABS, type ConsoleTab, type ConsoleTabId } from "@/lib/admin/console-tabs";
import { AuditTab } from "./audit/audit-tab";
import { DashboardTab } from "./dashboard/dashboard-tab";
import { FeaturedTab } from "./featured/featured-tab";
import { PaymentsTab } from "./payments/payments-tab";
import { ReportsTab } from "./reports/reports-tab";
import { UsersTab } from "./users/users-tab";

/** A tab's content: a server component, or a client component that loads its own data. */
export type TabPanel = () => React.ReactNode | Promise<React.ReactNode>;

/**
 * Every built tab, one per line in the spec's order. The console's navigation lists exactly
 * these, so a tab appears once its entry is added here.
 */
export const TAB_PANELS: Partial<Record<ConsoleTabId, TabPanel>> = {
  dashboard: DashboardTab,
  users: UsersTab,
  reports: ReportsTab,
  payments: PaymentsTab,
  featured: FeaturedTab,
  audit: AuditTab,
};

/** The tabs the console shows, in the spec's order. */
export const BUILT_TABS: ConsoleTab[] = CONSOLE_TABS.filter((tab) => TAB_PANELS[tab.id] !== undefined);
