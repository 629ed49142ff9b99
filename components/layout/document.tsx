import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Toaster } from "@/components/ui/toaster";

/** The document every page shares: its language, the skip link, the browser's messages and the toasts. */
export async function Document({ lang, children }: Readonly<{ lang: string; children: React.ReactNode }>) {
  const t = await getTranslations("common");
  return (
    <html lang={lang}>
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
