import { cn } from "@/components/ui/cn";
import { Brand } from "./brand";
import { HeaderNavigation } from "./header-navigation";

/**
 * The fixed header of every page. Community shows while a report is listed (the same for every
 * viewer, lib/site/navigation.ts); the rest follows the viewer in the browser. The links marked
 * data-nav="community" are hidden on the 404 page by app/globals.css. `fullWidth` lines it up with
 * a page that uses the whole width (the admin console).
 */
export function SiteHeader({
  showCommunity,
  fullWidth = false,
}: {
  showCommunity: boolean;
  fullWidth?: boolean;
}) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div
        className={cn(
          "mx-auto flex h-full items-center justify-between gap-4 px-4 sm:px-6",
          fullWidth ? "lg:px-8" : "max-w-page",
        )}
      >
        <Brand />
        <HeaderNavigation showCommunity={showCommunity} />
      </div>
    </header>
  );
}
