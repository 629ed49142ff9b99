import { LoginDialogSlot } from "@/components/auth/login-dialog-slot";
import type { NavigationState } from "@/lib/site/navigation";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The header, the page's main landmark, the footer and the sign-in dialog around every page. */
export function SiteFrame({ state, children }: { state: NavigationState; children: React.ReactNode }) {
  return (
    <>
      <SiteHeader state={state} />
      <main id="main" className="flex-1 pt-header">
        {children}
      </main>
      <SiteFooter state={state} />
      <LoginDialogSlot signedIn={state.signedIn} />
    </>
  );
}
