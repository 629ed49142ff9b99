import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Toaster } from "@/components/ui/toaster";
import { env } from "@/lib/config/env";
import { THEME_COLOR } from "@/lib/site/app-icons";
import "./globals.css";

/** Read at request time: APP_URL makes canonical, Open Graph and sitemap URLs absolute. */
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: { default: "SkinSight – AI skin analysis", template: "%s · SkinSight" },
    description: "Upload a photo of your skin and get an AI-written skin analysis report in seconds.",
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: THEME_COLOR };

// The document only. The header and footer come from the route groups' layouts: app/(site) shows
// them for the viewer of each request, app/(visitor) as any signed-out visitor sees them, so its
// pages can be kept and served without rendering.
export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const t = await getTranslations("common");
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col bg-background font-sans text-foreground antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-card px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t("skipToContent")}
        </a>
        <ClientMessages>
          {children}
          <Toaster />
        </ClientMessages>
      </body>
    </html>
  );
}
