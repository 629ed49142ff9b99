import type { Metadata, Viewport } from "next";
import { LoginDialogSlot } from "@/components/auth/login-dialog-slot";
import { requestNavigation } from "@/components/layout/navigation";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/ui/toaster";
import { env } from "@/lib/config/env";
import "./globals.css";

/** Read at request time: APP_URL makes canonical, Open Graph and sitemap URLs absolute. */
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: { default: "SkinSight – AI skin analysis", template: "%s · SkinSight" },
    description: "Upload a photo of your skin and get an AI-written skin analysis report in seconds.",
  };
}

// Every page reads the session cookie and the database, so nothing is rendered at build time
// (the build never opens a database).
export const dynamic = "force-dynamic";

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#17736b" };

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const navigation = await requestNavigation();
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col bg-background font-sans text-foreground antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-card px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader state={navigation} />
        <main id="main" className="flex-1 pt-header">
          {children}
        </main>
        <SiteFooter state={navigation} />
        <LoginDialogSlot signedIn={navigation.signedIn} />
        <Toaster />
      </body>
    </html>
  );
}
