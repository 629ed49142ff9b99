import Link from "next/link";
import { MenuIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/components/ui/cn";
import type { NavigationState } from "@/lib/site/navigation";
import { Brand } from "./brand";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { headerLinks } from "./navigation";
import { SignInButton } from "./sign-in-button";

/**
 * The fixed header of every page. What it lists is decided on the server from
 * the session cookie and the database (see lib/site/navigation.ts); the links
 * marked data-nav="community" are hidden on the 404 page by app/globals.css.
 * `fullWidth` lines it up with a page that uses the whole width (the admin console).
 */
export function SiteHeader({ state, fullWidth = false }: { state: NavigationState; fullWidth?: boolean }) {
  const links = headerLinks(state);
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div
        className={cn(
          "mx-auto flex h-full items-center justify-between gap-4 px-4 sm:px-6",
          fullWidth ? "lg:px-8" : "max-w-page",
        )}
      >
        <Brand />
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
          {state.signedIn ? (
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
            signedIn={state.signedIn}
            className={buttonVariants({ variant: "ghost", size: "icon" })}
          >
            <MenuIcon className="size-6" aria-hidden="true" />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
