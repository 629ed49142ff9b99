import type { Metadata, Viewport } from "next";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/ui/toaster";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "SkinSight – AI skin analysis", template: "%s · SkinSight" },
  description: "Upload a photo of your skin and get an AI-written skin analysis report in seconds.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f8a80" };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <SiteHeader />
        <main className="pt-16">{children}</main>
        <Toaster />
      </body>
    </html>
  );
}
