import { LoginDialogSlot } from "@/components/auth/login-dialog-slot";
import { SiteHeader } from "./site-header";

/**
 * The administrator console's frame: the site's header (the navigation bar every route has, and
 * the way back to the site) across the whole width, the main landmark, and no marketing footer,
 * so the console's tables get the screen.
 */
export function ConsoleFrame({
  showCommunity,
  children,
}: {
  showCommunity: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <SiteHeader showCommunity={showCommunity} fullWidth />
      <main id="main" className="flex-1 pt-header">
        {children}
      </main>
      <LoginDialogSlot />
    </>
  );
}
