import { SiteFrame } from "@/components/layout/site-frame";
import { visitorNavigationState } from "@/lib/site/navigation";

/** Pages as every signed-out visitor sees them: nothing here reads the request, so they can be kept. */
export default async function VisitorLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteFrame state={await visitorNavigationState()}>{children}</SiteFrame>;
}
