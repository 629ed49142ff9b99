import type { Viewer } from "@/lib/site/navigation";

export type NavItem = {
  href: string;
  label: string;
  id: "community" | "pricing" | "spots" | "referrals" | "admin";
};

/** The header's text links, in order, for this viewer (New Analysis and Account/Sign In are buttons). */
export function headerLinks(showCommunity: boolean, viewer: Viewer): NavItem[] {
  const links: NavItem[] = [];
  if (showCommunity) links.push({ href: "/gallery", label: "Community", id: "community" });
  links.push({ href: "/pricing", label: "Pricing", id: "pricing" });
  if (viewer.signed_in) {
    links.push({ href: "/spots", label: "My Spots", id: "spots" });
    links.push({ href: "/referrals", label: "Free Credits", id: "referrals" });
  }
  if (viewer.is_admin) links.push({ href: "/admin", label: "Admin", id: "admin" });
  return links;
}
