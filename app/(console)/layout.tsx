import { ConsoleFrame } from "@/components/layout/console-frame";
import { communityListed } from "@/lib/site/navigation";

// The administrator console's own layout, beside app/(site)'s: the header without the site's
// footer or page-width container.
// Allowed to render for each request: while this instance cannot hear the others' changes, shared
// reads are not kept (lib/cache/shared-reads.ts), and a page made of them is rendered per request.
export const instant = false;

export default async function ConsoleLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <ConsoleFrame showCommunity={await communityListed()}>{children}</ConsoleFrame>;
}
