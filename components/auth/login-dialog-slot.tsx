"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AUTH_CHANGE_EVENT, OPEN_LOGIN_EVENT } from "./login-dialog-events";

/**
 * The one place the login dialog lives. Sign In buttons call openLoginDialog();
 * this slot opens on that event. The e-mail-and-code steps (spec section 2,
 * "Login dialog") belong to the user-flows issue: replace the placeholder body
 * below with them and call announceAuthChange() after a sign-in, which refreshes
 * the server-rendered header here.
 */
export function LoginDialogSlot() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Opened by an event, not a Radix Trigger: remember what had focus to give it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onOpen = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    const onAuthChange = () => {
      setOpen(false);
      router.refresh();
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    window.addEventListener(AUTH_CHANGE_EVENT, onAuthChange);
    return () => {
      window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
      window.removeEventListener(AUTH_CHANGE_EVENT, onAuthChange);
    };
  }, [router]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        data-testid="login-dialog"
        onCloseAutoFocus={(event) => {
          const target = returnFocus.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Sign in</DialogTitle>
          <DialogDescription>We will e-mail you a six-digit code. No password needed.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
