"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useViewer } from "@/components/layout/viewer";
import { useEffect, useRef, useState, type ComponentType } from "react";
import {
  announceAuthChange,
  AUTH_CHANGE_EVENT,
  OPEN_LOGIN_EVENT,
  type OpenLoginDetail,
} from "./login-dialog-events";
import type LoginDialogComponent from "./login-dialog";
import { forgetStaleSignIn, USER_ID_KEY } from "./stored-user";

type LoginDialogType = ComponentType<React.ComponentProps<typeof LoginDialogComponent>>;

/**
 * The one place the login dialog lives. Sign In buttons call openLoginDialog();
 * this slot loads the dialog on the first such event and opens it. A sign-in or
 * sign-out anywhere fires the auth-change event, which closes the dialog and
 * refreshes what the server rendered for this viewer (the header follows by itself,
 * components/layout/viewer.ts).
 */
export function LoginDialogSlot() {
  const router = useRouter();
  const viewer = useViewer();
  const [LoginDialog, setLoginDialog] = useState<LoginDialogType | null>(null);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const returnTo = useRef<string | undefined>(undefined);

  useEffect(() => {
    const onOpen = (event: Event) => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      returnTo.current = (event as CustomEvent<OpenLoginDetail>).detail?.returnTo;
      void import("./login-dialog").then((module) => {
        setLoginDialog(() => module.default);
        setOpen(true);
      });
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
  const signedOut = viewer.known && !viewer.signed_in;
  useEffect(() => {
    if (signedOut) forgetStaleSignIn();
  }, [signedOut]);

  if (!LoginDialog) return null;
  return (
    <LoginDialog
      open={open}
      onOpenChange={setOpen}
      returnFocus={() => returnFocus.current}
      onSignedIn={() => {
        if (returnTo.current) router.push(returnTo.current);
      }}
    />
  );
}
