"use client";

import { QueryProvider } from "@/components/api/query-provider";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoginSteps } from "./login-steps";

/**
 * The login dialog itself, loaded by <LoginDialogSlot /> the first time a Sign In
 * button asks for it, so pages that are only read never load the form.
 */
export default function LoginDialog({
  open,
  onOpenChange,
  onSignedIn,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: () => void;
  /** Opened by an event, not a Radix Trigger: what had focus gets it back on close. */
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <QueryProvider>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          data-testid="login-dialog"
          onCloseAutoFocus={(event) => {
            const target = returnFocus();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          {/* Mounted only while open, so closing the dialog clears its fields. */}
          <LoginSteps
            heading={(title, description) => (
              <DialogHeader>
                <DialogTitle>{title}</DialogTitle>
                <DialogDescription>{description}</DialogDescription>
              </DialogHeader>
            )}
            onCancel={() => onOpenChange(false)}
            onSignedIn={onSignedIn}
          />
        </DialogContent>
      </Dialog>
    </QueryProvider>
  );
}
