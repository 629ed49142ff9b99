import { ConsoleFrame } from "@/components/layout/console-frame";
import { requestNavigation } from "@/components/layout/navigation";

// The administrator console's own layout, beside app/(site)'s: the header without the site's
// footer or page-width container. It reads the session cookie, so nothing is rendered at build time.
export const dynamic = "force-dynamic";

export default async function ConsoleLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <ConsoleFrame state={await requestNavigation()}>{children}</ConsoleFrame>;
}
