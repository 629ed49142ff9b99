"use client";

import { Toaster as Sonner, toast } from "sonner";

/** How long every toast stays, from the spec (section 9: toast 5 s). */
export const TOAST_DURATION_MS = 5000;

/**
 * The one toast outlet, mounted in the root layout. Sonner keeps its toasts in
 * an aria-live region; every toast has a close button and leaves after 5 s.
 * Call `notify.success|error|warning|info(message)` from any client component.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors={false}
      containerAriaLabel="Notifications"
      toastOptions={{
        closeButtonAriaLabel: "Close notification",
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

type Message = Parameters<typeof toast.success>[0];
type Options = Parameters<typeof toast.success>[1];

export const notify = {
  success: (message: Message, options?: Options) => toast.success(message, options),
  error: (message: Message, options?: Options) => toast.error(message, options),
  warning: (message: Message, options?: Options) => toast.warning(message, options),
  info: (message: Message, options?: Options) => toast.info(message, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
