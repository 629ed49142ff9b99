"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";

/** How long every toast stays, from the spec (section 9: toast 5 s). */
export const TOAST_DURATION_MS = 5000;

// Toasts start below the fixed header (h-header), never over its buttons: at the top they
// would cover New Analysis and the menu on a phone, and the navigation on a wide screen.
const BELOW_HEADER = { top: "calc(var(--spacing-header) + 0.75rem)" };
const BELOW_HEADER_ON_PHONES = { top: "calc(var(--spacing-header) + 0.5rem)" };

/**
 * Sonner's outlet with the product's look, loaded on the first toast (see
 * ./toaster.tsx). Sonner keeps its toasts in an aria-live region; every toast
 * has a close button and leaves after 5 s.
 */
export default function ToasterOutlet({ onReady }: { onReady: (show: typeof toast) => void }) {
  const t = useTranslations("ui");
  // Sonner subscribes to its toast queue in its own effect, which runs before this one:
  // from here on a toast cannot be lost.
  useEffect(() => onReady(toast), [onReady]);
  return (
    <Sonner
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_ON_PHONES}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors={false}
      containerAriaLabel={t("notifications")}
      toastOptions={{
        closeButtonAriaLabel: t("closeNotification"),
        classNames: {
          toast:
            "!rounded-lg !border !border-border !bg-card !text-card-foreground !shadow-raised !font-sans !gap-3 !items-start",
          title: "!text-sm !font-medium !leading-5",
          description: "!text-muted-foreground",
          success: "!border-l-4 !border-l-success [&_[data-icon]]:!text-success",
          error: "!border-l-4 !border-l-destructive [&_[data-icon]]:!text-destructive",
          warning: "!border-l-4 !border-l-warning [&_[data-icon]]:!text-warning",
          info: "!border-l-4 !border-l-info [&_[data-icon]]:!text-info",
          closeButton: "!bg-card !border-border !text-muted-foreground hover:!text-foreground",
        },
      }}
    />
  );
}
