"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  announceAuthChange,
  AUTH_CHANGE_EVENT,
  OPEN_LOGIN_EVENT,
  type OpenLoginDetail,
} from "./login-dialog-events";
import { forgetStaleSignIn, USER_ID_KEY } from "./session";
import { TestingHint } from "./testing-hint";
import { useCodeSignIn } from "./use-code-sign-in";

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
          onCancel={() => setOpen(false)}
          onSignedIn={() => {
            if (returnTo.current) router.push(returnTo.current);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function LoginSteps({ onCancel, onSignedIn }: { onCancel: () => void; onSignedIn: () => void }) {
  const flow = useCodeSignIn({ onSignedIn });
  const busy = flow.pending !== null;

  if (flow.step === "email") {
    return (
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void flow.sendCode();
        }}
      >
        <DialogHeader>
          <DialogTitle>Sign in</DialogTitle>
          <DialogDescription>We will e-mail you a six-digit code. No password needed.</DialogDescription>
        </DialogHeader>
        <Field label="Email address" error={flow.emailError}>
          <Input
            // Text, not type="email": the browser would strip spaces before the spec's blank check sees them.
            inputMode="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={flow.email}
            onChange={(event) => flow.setEmail(event.target.value)}
            autoFocus
          />
        </Field>
        <TestingHint />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={flow.email.length === 0 || busy}>
            {flow.pending === "send" ? "Sending..." : "Send Verification Code"}
          </Button>
        </DialogFooter>
      </form>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void flow.verifyCode();
      }}
    >
      <DialogHeader>
        <DialogTitle>Enter your code</DialogTitle>
        <DialogDescription>
          We sent a six-digit code to <span className="font-medium text-foreground">{flow.email.trim()}</span>
          . It is valid for 10 minutes.
        </DialogDescription>
      </DialogHeader>
      <Field label="Verification code" error={flow.codeError}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          value={flow.code}
          onChange={(event) => flow.setCode(event.target.value)}
          className="text-center text-lg tracking-widest"
          autoFocus
        />
      </Field>
      <TestingHint email={flow.email} />
      <Button type="submit" disabled={busy}>
        {flow.pending === "verify" ? "Verifying..." : "Verify & Continue"}
      </Button>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" onClick={flow.back} disabled={busy}>
          Back
        </Button>
        <Button variant="link" onClick={() => void flow.sendCode()} disabled={busy}>
          {flow.pending === "send" ? "Sending..." : "Resend Code"}
        </Button>
      </div>
    </form>
  );
}
