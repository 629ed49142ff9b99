import { CONSOLE_TABS, type ConsoleTab, type ConsoleTabId } from "@/lib/admin/console-tabs";
import { ApiKeysTab } from "./api-keys/api-keys-tab";
import { AuditTab } from "./audit/audit-tab";
import { DashboardTab } from "./dashboard/dashboard-tab";
import { FeaturedTab } from "./featured/featured-tab";
import { HeroCarouselTab } from "./hero-carousel/hero-carousel-tab";
import { IntegrationsTab } from "./integrations/integrations-tab";
import { MaintenanceTab } from "./maintenance/maintenance-tab";
import { PaymentsTab } from "./payments/payments-tab";
import { PromptsTab } from "./prompts/prompts-tab";
import { ReportsTab } from "./reports/reports-tab";
import { ReviewsTab } from "./reviews/reviews-tab";
import { SettingsTab } from "./settings/settings-tab";
import { UsersTab } from "./users/users-tab";
import { VouchersTab } from "./vouchers/vouchers-tab";

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
  "hero-carousel": HeroCarouselTab,
  reviews: ReviewsTab,
  "api-keys": ApiKeysTab,
  prompts: PromptsTab,
  settings: SettingsTab,
  integrations: IntegrationsTab,
  vouchers: VouchersTab,
  maintenance: MaintenanceTab,
  audit: AuditTab,
};

/** The tabs the console shows, in the spec's order. */
export const BUILT_TABS: ConsoleTab[] = CONSOLE_TABS.filter((tab) => TAB_PANELS[tab.id] !== undefined);
