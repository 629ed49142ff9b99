"use client";

import Link from "next/link";
import { MenuIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { headerLinks } from "./navigation";
import { SignInButton } from "./sign-in-button";
import { useViewer } from "./viewer";

/**
 * The header's links and buttons, for the viewer the server names (./viewer.ts): the page around
 * them is the same for everyone, so they show a visitor's until it has answered.
 */
export function HeaderNavigation({ showCommunity }: { showCommunity: boolean }) {
  const viewer = useViewer();
  const links = headerLinks(showCommunity, viewer);
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        <ul className="flex items-center gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                href={link.href}
                data-nav={link.id}
                className="inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-primary"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Button asChild className="ml-2">
          <Link href="/upload">New Analysis</Link>
        </Button>
        {viewer.signed_in ? (
          <Button asChild variant="outline">
            <Link href="/account">Account</Link>
          </Button>
        ) : (
          <SignInButton variant="outline">Sign In</SignInButton>
        )}
      </nav>
      <div className="flex items-center gap-1 md:hidden">
        <Button asChild size="sm">
          <Link href="/upload">New Analysis</Link>
        </Button>
        <MobileMenu
          links={links}
          signedIn={viewer.signed_in}
          className={buttonVariants({ variant: "ghost", size: "icon" })}
        >
          <MenuIcon className="size-6" aria-hidden="true" />
        </MobileMenu>
      </div>
    </>
  );
}
