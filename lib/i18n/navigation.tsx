"use client";

import NextLink from "next/link";
import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useMemo, type ComponentProps } from "react";
import { localizedHref, pathLocale } from "./paths";

// Links and the router in the page's language (redirects: ./redirect.ts): `/pricing` becomes
// `/de/pricing` in German, English keeps the spec's paths (lib/i18n/paths.ts, as next.config.ts
// routes them). The same few lines next-intl's createNavigation would add, without its routing
// runtime in every page's first load (the public pages' 150 KB budget,
// tests/system/first-load-js.test.ts).

/** An address of this site (`/x`), not another site's, a protocol's or a fragment. */
const onThisSite = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** `next/link` to the page's language version of `href`; server components render it too. */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, "href"> & { href: string }) {
  const locale = useLocale();
  return <NextLink href={onThisSite(href) ? localizedHref(href, locale) : href} {...props} />;
}

/** The page's path without its language prefix: `/de/pricing` → `/pricing`. Client components. */
export function usePathname(): string {
  return pathLocale(useNextPathname()).path;
}

/** Next's router, whose push and replace take unprefixed paths. Client components. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: string) => router.push(localizedHref(href, locale)),
      replace: (href: string) => router.replace(localizedHref(href, locale)),
    }),
    [router, locale],
  );
}
