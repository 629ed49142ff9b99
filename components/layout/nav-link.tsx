"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";

/** A header link that marks itself as the current page. */
export function NavLink({
  href,
  className,
  activeClassName = "text-primary",
  ...props
}: React.ComponentProps<typeof Link> & { href: string; activeClassName?: string }) {
  const pathname = usePathname();
  const active = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(className, active && activeClassName)}
      {...props}
    />
  );
}
