"use client";

import { Link, usePathname } from "@/lib/i18n/navigation";

/**
 * A header link that marks itself as the current page (style it with `aria-[current=page]:`); the
 * path is compared without the language's prefix.
 */
export function NavLink({ href, ...props }: React.ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  const active = pathname === href || pathname.startsWith(`${href}/`);
  return <Link href={href} aria-current={active ? "page" : undefined} {...props} />;
}
