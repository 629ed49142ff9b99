import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BRAND_NAME } from "@/components/layout/brand";
import { Document } from "@/components/layout/document";
import { env } from "@/lib/config/env";
import { isLocale, LOCALES } from "@/lib/i18n/locales";
import { THEME_COLOR } from "@/lib/site/app-icons";
import "../globals.css";

/** Every language's pages are made ahead, as English ones were (docs/i18n.md). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** Read at request time: APP_URL makes canonical, Open Graph and sitemap URLs absolute. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.metadata");
  return {
    metadataBase: new URL(env().APP_URL),
    title: { default: t("title"), template: `%s · ${BRAND_NAME}` },
    description: t("description"),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: THEME_COLOR };

// The site's document in the page's language: English at the spec's paths (next.config.ts
// rewrites them here as /en), the others under their prefix. The header and footer come from
// app/[locale]/(site)'s layout; the console has a root layout of its own, in English.
// Typed by hand: Next's generated LayoutProps only exists after a build, and the type check runs before it.
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <Document lang={locale}>{children}</Document>;
}
