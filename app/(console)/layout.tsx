import type { Metadata, Viewport } from "next";
import { ConsoleFrame } from "@/components/layout/console-frame";
import { Document } from "@/components/layout/document";
import { env } from "@/lib/config/env";
import { THEME_COLOR } from "@/lib/site/app-icons";
import { communityListed } from "@/lib/site/navigation";
import "../globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: { default: "SkinSight", template: "%s · SkinSight" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: THEME_COLOR };

// The administrator console's own document, in English (docs/i18n.md): the header without the
// site's footer or page-width container.
// Allowed to render for each request: while this instance cannot hear the others' changes, shared
// reads are not kept (lib/cache/shared-reads.ts), and a page made of them is rendered per request.
export const instant = false;

export default async function ConsoleLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <Document lang="en">
      <ConsoleFrame showCommunity={await communityListed()}>{children}</ConsoleFrame>
    </Document>
  );
}
