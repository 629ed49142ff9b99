import { requestNavigation } from "@/components/layout/navigation";
import { SiteFrame } from "@/components/layout/site-frame";

// Every page here reads the session cookie and the database, so nothing is rendered at build time
// (the build never opens a database).
export const dynamic = "force-dynamic";

export default async function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteFrame state={await requestNavigation()}>{children}</SiteFrame>;
}
