"use client";

import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { openLoginDialog } from "@/components/auth/login-dialog-events";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import type { NavItem } from "./navigation";

/** The header's links in a sheet, for screens under 1024 px; loaded by <MobileMenu /> on first use. */
export default function MobileMenuSheet({
  links,
  signedIn,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  links: NavItem[];
  signedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useTranslations("layout");
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent onCloseAutoFocus={onCloseAutoFocus}>
        <SheetTitle>{t("menu.title")}</SheetTitle>
        <SheetDescription className="sr-only">{t("menu.description")}</SheetDescription>
        <nav aria-label={t("menu.navigation")} className="mt-2 flex flex-1 flex-col">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  data-nav={link.id}
                  onClick={close}
                  className="flex h-12 items-center rounded-md px-3 text-base font-medium text-foreground hover:bg-muted"
                >
                  {t(`nav.${link.id}`)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-auto flex flex-col gap-3 border-t border-border pt-4">
            <LanguageSwitcher showLabel className="justify-between" />
            <Button asChild size="lg">
              <Link href="/upload" onClick={close}>
                {t("newAnalysis")}
              </Link>
            </Button>
            {signedIn ? (
              <Button asChild variant="outline" size="lg">
                <Link href="/account" onClick={close}>
                  {t("account")}
                </Link>
              </Button>
            ) : (
              <Button
                variant="outline"
                size="lg"
                onClick={() => {
                  close();
                  openLoginDialog();
                }}
              >
                {t("signIn")}
              </Button>
            )}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
