import { ConsoleFrame } from "@/components/layout/console-frame";
import { communityListed } from "@/lib/site/navigation";

// The administrator console's own layout, beside app/(site)'s: the header without the site's
// footer or page-width container.
export default async function ConsoleLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <ConsoleFrame showCommunity={await communityListed()}>{children}</ConsoleFrame>;
}
