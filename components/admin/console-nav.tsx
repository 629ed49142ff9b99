"use client";

import Link, { useLinkStatus } from "next/link";
import { useEffect, useRef } from "react";
import { consoleTabHref, type ConsoleTab, type ConsoleTabId } from "@/lib/admin/console-tabs";
import { cn } from "@/components/ui/cn";

/**
 * The console's sections as links, so each tab has its own address: a list down the side on a
 * laptop, a row that scrolls sideways on a phone (the current tab is scrolled into view).
 */
export function ConsoleNav({ tabs, selected }: { tabs: ConsoleTab[]; selected: ConsoleTabId }) {
  const current = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [selected]);

  return (
    <nav
      aria-label="Console sections"
      className="-mx-4 min-w-0 sm:mx-0 lg:sticky lg:top-[calc(var(--spacing-header)+1rem)] lg:self-start"
    >
      <ul className="flex scroll-px-4 gap-1 overflow-x-auto px-4 pb-2 sm:px-0 lg:flex-col lg:overflow-visible lg:pb-0">
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                ref={active ? current : undefined}
                href={consoleTabHref(tab.id)}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                data-tab={tab.id}
                className={cn(
                  "flex h-10 items-center justify-between gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active
                    ? "bg-primary-soft text-secondary-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                {tab.label}
                <PendingDot />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** While a tab's page is on its way, its link shows a pulsing dot. */
function PendingDot() {
  const { pending } = useLinkStatus();
  return (
    <span
      aria-hidden="true"
      className={cn("size-1.5 rounded-full bg-primary", pending ? "animate-pulse" : "invisible")}
    />
  );
}
