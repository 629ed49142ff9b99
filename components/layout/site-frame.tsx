import { LoginDialogSlot } from "@/components/auth/login-dialog-slot";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The header, the page's main landmark, the footer and the sign-in dialog around every page. */
export function SiteFrame({
  showCommunity,
  children,
}: {
  showCommunity: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <SiteHeader showCommunity={showCommunity} />
      <main id="main" className="flex-1 pt-header">
        {children}
      </main>
      <SiteFooter showCommunity={showCommunity} />
      <LoginDialogSlot />
    </>
  );
}
