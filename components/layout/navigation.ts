import { cookies, headers } from "next/headers";
import { cache } from "react";
import { navigationState, type NavigationState } from "@/lib/site/navigation";

/** The viewer's navigation state, read once per request (layout and page share it). */
export const requestNavigation = cache(async (): Promise<NavigationState> =>
  navigationState({ headers: await headers(), cookies: await cookies() }),
);

export type NavItem = { href: string; label: string; id: "community" | "pricing" | "referrals" | "admin" };

/** The header's text links, in order, for this viewer (New Analysis and Account/Sign In are buttons). */
export function headerLinks(state: NavigationState): NavItem[] {
  const links: NavItem[] = [];
  if (state.showCommunity) links.push({ href: "/gallery", label: "Community", id: "community" });
  links.push({ href: "/pricing", label: "Pricing", id: "pricing" });
  if (state.signedIn) links.push({ href: "/referrals", label: "Free Credits", id: "referrals" });
  if (state.isAdmin) links.push({ href: "/admin", label: "Admin", id: "admin" });
  return links;
}
