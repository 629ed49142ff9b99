import type { Viewer } from "@/lib/site/navigation";

/** A header link; its name is the message `layout.nav.<id>`. */
export type NavItem = {
  href: string;
  id: "community" | "pricing" | "spots" | "referrals" | "admin";
};

/** The header's text links, in order, for this viewer (New Analysis and Account/Sign In are buttons). */
export function headerLinks(showCommunity: boolean, viewer: Viewer): NavItem[] {
  const links: NavItem[] = [];
  if (showCommunity) links.push({ href: "/gallery", id: "community" });
  links.push({ href: "/pricing", id: "pricing" });
  if (viewer.signed_in) {
    links.push({ href: "/spots", id: "spots" });
    links.push({ href: "/referrals", id: "referrals" });
  }
  if (viewer.is_admin) links.push({ href: "/admin", id: "admin" });
  return links;
}
