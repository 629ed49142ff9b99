"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type ComponentType } from "react";
import type MobileMenuSheetComponent from "./mobile-menu-sheet";
import { headerLinks } from "./navigation";
import { useViewer } from "./viewer";

type Sheet = ComponentType<React.ComponentProps<typeof MobileMenuSheetComponent>>;

let sheetModule: Promise<{ default: Sheet }> | undefined;
/** Starts loading the sheet as soon as the user reaches for the button. */
function loadSheet() {
  sheetModule ??= import("./mobile-menu-sheet");
  return sheetModule;
}

/**
 * The menu button of screens under 1024 px. The sheet (Radix Dialog) is loaded
 * when the button is first pressed, not with the page. `className` and the
 * icon come from the server.
 */
export function MobileMenu({
  showCommunity,
  className,
  children,
}: {
  showCommunity: boolean;
  className: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("layout");
  const viewer = useViewer();
  const links = headerLinks(showCommunity, viewer);
  const signedIn = viewer.signed_in;
  const [MenuSheet, setMenuSheet] = useState<Sheet | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const openMenu = () =>
    void loadSheet().then((module) => {
      setMenuSheet(() => module.default);
      setOpen(true);
    });

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={t("openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={openMenu}
      >
        {children}
      </button>
      {MenuSheet && (
        <MenuSheet
          links={links}
          signedIn={signedIn}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
