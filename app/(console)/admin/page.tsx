import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { ConsoleNav } from "@/components/admin/console-nav";
import { EmailProviderBanner } from "@/components/admin/email-provider-banner";
import { BUILT_TABS, TAB_PANELS } from "@/components/admin/tab-panels";
import { selectedConsoleTab } from "@/lib/admin/console-tabs";
import { currentEmailDelivery } from "@/lib/email/provider-status";
import { signedInAdministrator } from "@/lib/users/admin-access";

// Rendered for each request: it reads the session cookie.
export const instant = false;

type Props = { searchParams: Promise<{ tab?: string | string[] }> };

const builtTabIds = BUILT_TABS.map((tab) => tab.id);

async function selectedTab({ searchParams }: Props) {
  const id = selectedConsoleTab((await searchParams).tab, builtTabIds);
  return BUILT_TABS.find((tab) => tab.id === id)!;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const tab = await selectedTab(props);
  return { title: `${tab.label} · Admin console`, robots: { index: false, follow: false } };
}

export default async function AdminConsolePage(props: Props) {
  // proxy.ts already hides this page; checking again keeps it hidden if the matcher ever changes.
  const admin = await signedInAdministrator({ headers: await headers(), cookies: await cookies() });
  if (!admin) notFound();
  const [tab, email] = await Promise.all([selectedTab(props), currentEmailDelivery()]);
  const Panel = TAB_PANELS[tab.id]!;
  return (
    // The whole width: the console's tables need it more than a reading measure.
    <div className="grid gap-4 px-4 py-5 sm:px-6 lg:px-8 lg:py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-title font-semibold tracking-tight">Admin console</h1>
        <p className="min-w-0 text-sm break-words text-muted-foreground">Signed in as {admin.email}</p>
      </div>
      {email === "not_configured" ? <EmailProviderBanner /> : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-6">
        <ConsoleNav tabs={BUILT_TABS} selected={tab.id} />
        <section
          aria-labelledby="console-tab-heading"
          data-tab-panel={tab.id}
          className="grid min-w-0 content-start gap-4"
        >
          <h2 id="console-tab-heading" className="text-lg font-semibold tracking-tight">
            {tab.label}
          </h2>
          <Panel key={tab.id} />
        </section>
      </div>
    </div>
  );
}
