import { SiteFrame } from "@/components/layout/site-frame";
import { visitorNavigation } from "@/lib/site/visitor-page-data";

/** Pages as every signed-out visitor sees them: nothing here reads the request, so they can be kept. */
export default async function VisitorLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteFrame state={(await visitorNavigation()).state}>{children}</SiteFrame>;
}
