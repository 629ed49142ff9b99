"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  announceAuthChange,
  AUTH_CHANGE_EVENT,
  OPEN_LOGIN_EVENT,
  type OpenLoginDetail,
} from "./login-dialog-events";
import { forgetStaleSignIn, USER_ID_KEY } from "./session";
import { LoginSteps } from "./login-steps";

/**
 * The one place the login dialog lives. Sign In buttons call openLoginDialog();
 * this slot opens on that event. A sign-in or sign-out anywhere fires the
 * auth-change event, which closes the dialog and refreshes the server-rendered
 * header. `signedIn` is the server's view of the session cookie.
 */
export function LoginDialogSlot({ signedIn }: { signedIn: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Opened by an event, not a Radix Trigger: remember what had focus to give it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const returnTo = useRef<string | undefined>(undefined);

  useEffect(() => {
    const onOpen = (event: Event) => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      returnTo.current = (event as CustomEvent<OpenLoginDetail>).detail?.returnTo;
      setOpen(true);
    };
    const onAuthChange = () => {
      setOpen(false);
      router.refresh();
    };
    // Another tab signed in or out: this one follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_ID_KEY || event.key === null) announceAuthChange();
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    window.addEventListener(AUTH_CHANGE_EVENT, onAuthChange);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
      window.removeEventListener(AUTH_CHANGE_EVENT, onAuthChange);
      window.removeEventListener("storage", onStorage);
    };
  }, [router]);

  // The cookie expired or was cleared elsewhere: drop what the browser kept.
  useEffect(() => {
    if (!signedIn) forgetStaleSignIn();
  }, [signedIn]);

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
        {/* Mounted only while open, so closing the dialog clears its fields. */}
        <LoginSteps
          heading={(title, description) => (
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
          )}
          onCancel={() => setOpen(false)}
          onSignedIn={() => {
            if (returnTo.current) router.push(returnTo.current);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
