import { Link } from "@/lib/i18n/navigation";
import { MenuIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { VISITOR } from "@/lib/site/navigation";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { headerLinks, type NavItem } from "./navigation";
import { SignInButton } from "./sign-in-button";
import { ViewerSwitch } from "./viewer-switch";

const LINK_CLASS =
  "inline-flex h-10 items-center rounded-md px-3 text-sm whitespace-nowrap font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-primary";

function HeaderLink({ link }: { link: NavItem }) {
  const t = useTranslations("layout.nav");
  return (
    <li>
      <NavLink href={link.href} data-nav={link.id} className={LINK_CLASS}>
        {t(link.id)}
      </NavLink>
    </li>
  );
}

/**
 * The header's links and buttons, rendered here for every viewer: the parts that depend on who is
 * looking (My Spots, Free Credits, Admin, Account or Sign In) are switched in the browser (./viewer-switch.tsx),
 * a visitor's until the server has named the viewer.
 */
export function HeaderNavigation({ showCommunity }: { showCommunity: boolean }) {
  const t = useTranslations("layout");
  // Everyone's links, then the ones an account (and an administrator) adds.
  const everyone = headerLinks(showCommunity, VISITOR);
  const all = headerLinks(showCommunity, { signed_in: true, is_admin: true, subscribed: false });
  const added = (id: NavItem["id"]) => all.find((link) => link.id === id)!;
  return (
    <>
      <nav aria-label={t("mainNavigation")} className="hidden items-center gap-1 lg:flex">
        <ul className="flex items-center gap-1">
          {everyone.map((link) => (
            <HeaderLink key={link.href} link={link} />
          ))}
          <ViewerSwitch
            when="signed_in"
            then={
              <>
                <HeaderLink link={added("spots")} />
                <HeaderLink link={added("referrals")} />
              </>
            }
          />
          <ViewerSwitch when="is_admin" then={<HeaderLink link={added("admin")} />} />
        </ul>
        <Button asChild className="ml-2">
          <Link href="/upload">{t("newAnalysis")}</Link>
        </Button>
        <ViewerSwitch
          when="signed_in"
          then={
            <Button asChild variant="outline">
              <Link href="/account">{t("account")}</Link>
            </Button>
          }
          otherwise={<SignInButton variant="outline" />}
        />
        <LanguageSwitcher className="ml-1" />
      </nav>
      <div className="flex items-center gap-1 lg:hidden">
        <Button asChild size="sm">
          <Link href="/upload">{t("newAnalysis")}</Link>
        </Button>
        <MobileMenu
          showCommunity={showCommunity}
          className={buttonVariants({ variant: "ghost", size: "icon" })}
        >
          <MenuIcon className="size-6" aria-hidden="true" />
        </MobileMenu>
      </div>
    </>
  );
}
