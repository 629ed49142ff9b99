import { SiteFrame } from "@/components/layout/site-frame";
import { communityListed } from "@/lib/site/navigation";

// The same for every viewer: pages under it that read nothing of the request are kept whole by Next
// (lib/cache), and the header names the viewer in the browser.
// Allowed to render for each request: while this instance cannot hear the others' changes, shared
// reads are not kept (lib/cache/shared-reads.ts), and a page made of them is rendered per request.
export const instant = false;

export default async function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteFrame showCommunity={await communityListed()}>{children}</SiteFrame>;
}
