import { SiteFrame } from "@/components/layout/site-frame";
import { communityListed } from "@/lib/site/navigation";

// The same for every viewer: pages under it that read nothing of the request are kept whole by Next
// (lib/cache), and the header names the viewer in the browser.
export default async function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteFrame showCommunity={await communityListed()}>{children}</SiteFrame>;
}
